import './texts';
import { Alert, Box, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useUnsavedChangesGuard } from '@/editing';
import { usePageTitle } from '@/ui';
import { useEditorTab } from '@/ui/editor-frame';
import { getUser, userKeys } from './api';
import { CallsTab } from './calls-tab';
import { DocumentsTab } from './documents-tab';
import { DraftProvider, useHasDrafts } from './drafts';
import { HistoryTab } from './history-tab';
import { OverviewTab } from './overview-tab';
import { ProfileTab } from './profile-tab';
import { QueryState } from '@/ui/query-state';
import { SecurityTab } from './security-tab';
import { StudiesTab } from './studies-tab';
import type { UserRecord } from './types';
import { USER_TABS, userTabPath, type UserTab } from './user-tabs';

const PANELS: Record<UserTab, ComponentType<{ user: UserRecord }>> = {
  overview: OverviewTab,
  profile: ProfileTab,
  security: SecurityTab,
  studies: StudiesTab,
  calls: CallsTab,
  documents: DocumentsTab,
  history: HistoryTab,
};

/** `/users/{id}`: one participant or staff member, a tab per part of their record (spec §2). */
export default function UserPage() {
  return (
    <DraftProvider>
      <UserScreen />
    </DraftProvider>
  );
}

function UserScreen() {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const tab = useEditorTab(USER_TABS);
  // The browser tab and history name the record by id, never by the participant's name.
  usePageTitle(translate('users.page_title', { id }));
  useUnsavedChangesGuard(useHasDrafts(), `/users/${id}`);
  const user = useQuery({ queryKey: userKeys.user(id), queryFn: () => getUser(id) });
  const Panel = PANELS[tab];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Link component={RouterLink} to="/users" sx={{ alignSelf: 'flex-start' }}>
        {translate('users.back')}
      </Link>
      <QueryState data={user.data} isError={user.isError} refetch={user.refetch}>
        {(u) => (
          <>
            <Box>
              <Typography variant="h4" component="h1">
                {u.fullname ?? '—'}
              </Typography>
              <Typography color="text.secondary">{translate('users.page_title', { id: u.id })}</Typography>
            </Box>
            {!u.email_validated && <Alert severity="info">{translate('users.email_not_validated')}</Alert>}
            <Tabs value={tab} aria-label={translate('users.tabs_label')} variant="scrollable">
              {USER_TABS.map((t) => (
                <Tab
                  key={t}
                  value={t}
                  label={translate(`users.tab.${t}`)}
                  component={RouterLink}
                  to={userTabPath(id, t)}
                  id={`user-tab-${t}`}
                  aria-controls="user-tab-panel"
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id="user-tab-panel" aria-labelledby={`user-tab-${tab}`}>
              <Panel user={u} />
            </Box>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
