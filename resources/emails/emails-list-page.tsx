import './texts';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useStore, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { EntityListPage } from '@/engine/screens';
import { entityNamed } from '@schemas/index';
import { ActivationButton } from './list/activation-button';
import { DuplicateButton } from './list/duplicate-button';
import { FolderTree } from './list/folder-tree';
import { folderAndBelow, folderTree, type Folder } from './list/folders';
import { MoveToFolderButton } from './list/move-to-folder';

const templates = entityNamed('templates');
const editorOf = (record: { id: string | number }) => `/templates/${encodeURIComponent(String(record.id))}`;
const ALL_FOLDERS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } } as const;

/**
 * `/emails`: the templates beside their folders. Choosing a folder lists what it and its subfolders
 * hold; selected rows can be moved, duplicated, activated or deactivated. The chosen folder is kept
 * for the session, so Back from a template returns to it. The list's own Create leads to the start
 * page (`/templates/create`), the one way to begin a template.
 */
export default function EmailsListPage() {
  const translate = useTranslate();
  const { data: folders = [] } = useGetList<Folder & { id: Identifier }>('template-folders', ALL_FOLDERS);
  const [folderId, setFolderId] = useStore<Identifier | null>('email-list-folder', null);
  const nodes = useMemo(() => folderTree(folders), [folders]);
  const filter = useMemo(
    () => (folderId === null ? undefined : { folder_id: folderAndBelow(folders, folderId) }),
    [folders, folderId],
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Box sx={{ flex: { md: '0 0 240px' }, pt: { md: 8 } }}>
        <FolderTree nodes={nodes} selected={folderId} onSelect={setFolderId} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <EntityListPage
          schema={templates}
          rowLink={editorOf}
          filter={filter}
          bulkActions={
            <>
              <MoveToFolderButton nodes={nodes} />
              <DuplicateButton />
              <ActivationButton active />
              <ActivationButton active={false} />
            </>
          }
        >
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <Button component={Link} to="/emails/setup" startIcon={<TuneIcon />}>
              {translate('emails.setup.open')}
            </Button>
          </Stack>
        </EntityListPage>
      </Box>
    </Stack>
  );
}
