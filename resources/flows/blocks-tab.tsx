import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Editing } from '@/editing';
import { useSteadyCallback } from '@/ui';
import { AddBlockDialog } from './add-block-dialog';
import { BlockActionsBar } from './block-actions-bar';
import { BlockEditor } from './block-editor';
import type { Problem } from './checks';
import { DeleteBlockDialog } from './delete-block-dialog';
import { DeleteSectionDialog } from './delete-section-dialog';
import { jumpersTo, sectionOfBlock } from './draft-ops';
import { orderedBlocks } from './graph';
import { Outline } from './outline';
import { ProblemsPanel } from './problems-panel';
import { SectionNameDialog } from './section-name-dialog';
import type { Block, FlowDraft } from './types';
import { useBlockActions } from './use-block-actions';
import { useSectionActions } from './use-section-actions';
import './texts';

export interface BlocksTabProps {
  editing: Editing<FlowDraft>;
  draft: FlowDraft;
  problems: readonly Problem[];
  selectedId: number | null;
  blockPath(id: number): string;
}

/** Outline on the left, the selected block in the middle, the checks on the right. */
export function BlocksTab({ editing, draft, problems, selectedId, blockPath }: BlocksTabProps) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const actions = useBlockActions(editing, blockPath);
  const sections = useSectionActions(editing, draft.sections);
  const readOnly = !editing.canEdit;
  // The outline, the jump targets and the checks follow the typing a moment behind: a keystroke
  // re-renders the block's form only, however long the flow.
  const later = useDeferredValue(draft);
  const ordered = useMemo(() => orderedBlocks(later), [later]);
  const flagged = useMemo(
    () =>
      new Set(
        problems.filter((p) => p.severity === 'error' && p.blockId !== null).map((p) => p.blockId as number),
      ),
    [problems],
  );
  const selected = draft.blocks.find((b) => b.id === selectedId) ?? null;
  const { edit } = editing;
  const onChange = useCallback(
    (update: (b: Block) => Block) => {
      if (selectedId !== null)
        edit((d) => ({ ...d, blocks: d.blocks.map((b) => (b.id === selectedId ? update(b) : b)) }));
    },
    [edit, selectedId],
  );
  // Steady handlers for the selected block's bar, so a keystroke does not redraw it.
  const onMove = useSteadyCallback((step: -1 | 1) => selected && actions.move(selected.id, step));
  const onMoveTo = useSteadyCallback(
    (sectionId: string) => selected && actions.drop(selected.id, sectionId, Number.MAX_SAFE_INTEGER),
  );
  const onDuplicate = useSteadyCallback(() => selected && actions.duplicate(selected.id));
  const onDelete = useSteadyCallback(() => selected && actions.askDelete(selected));
  const deleting = actions.deleting;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '280px 1fr', lg: '300px 1fr 300px' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ maxHeight: '75vh', overflow: 'auto' }}>
        {!readOnly && (
          <Stack spacing={0.5} sx={{ p: 1 }}>
            <Button startIcon={<AddIcon />} variant="outlined" fullWidth onClick={() => setAdding(true)}>
              {translate('flows.add.action')}
            </Button>
            <Button startIcon={<PlaylistAddIcon />} fullWidth onClick={sections.startAdd}>
              {translate('flows.sections.add')}
            </Button>
          </Stack>
        )}
        <Outline
          sections={later.sections}
          blocks={later.blocks}
          selectedId={selectedId}
          blockPath={blockPath}
          flagged={flagged}
          readOnly={readOnly}
          onMove={actions.move}
          onDrop={actions.drop}
          onMoveSection={sections.moveTo}
          sectionCommands={sections.commands}
          locale={draft.fields.locale_id}
        />
      </Paper>
      {selected ? (
        <BlockEditor
          // A block keeps its form across the save that gives it its real id: focus stays where it was.
          key={selected.client_key ?? selected.id}
          block={selected}
          blocks={ordered}
          readOnly={readOnly}
          onChange={onChange}
          locale={draft.fields.locale_id}
          actions={
            readOnly ? undefined : (
              <BlockActionsBar
                blockId={selected.id}
                sections={draft.sections}
                onMove={onMove}
                onMoveTo={onMoveTo}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            )
          }
        />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            {translate(selectedId === null ? 'flows.editor.choose_block' : 'flows.editor.block_gone')}
          </Typography>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <ProblemsPanel problems={problems} blocks={later.blocks} blockPath={blockPath} />
        </Stack>
      </Paper>
      <AddBlockDialog
        open={adding}
        sections={draft.sections}
        defaultSection={selected ? (sectionOfBlock(draft, selected.id)?.id ?? null) : null}
        onClose={() => setAdding(false)}
        onAdd={(typeId, sectionId) => {
          setAdding(false);
          actions.add(
            typeId,
            sectionId,
            selected && sectionOfBlock(draft, selected.id)?.id === sectionId ? selected.id : null,
          );
        }}
      />
      <DeleteBlockDialog
        heading={deleting ? deleting.block.heading || translate('flows.outline.no_heading') : null}
        jumpers={deleting ? jumpersTo(draft, deleting.block.id).map((b) => b.heading) : []}
        refusal={deleting?.refusal ?? null}
        busy={deleting?.busy ?? false}
        onClose={actions.cancelDelete}
        onDelete={(force) => void actions.confirmDelete(force)}
      />
      <SectionNameDialog naming={sections.naming} onSave={sections.save} onClose={sections.cancelNaming} />
      <DeleteSectionDialog
        deleting={sections.deleting}
        sections={sections.named}
        onDelete={sections.remove}
        onClose={sections.cancelDelete}
        onExited={sections.afterDelete}
      />
    </Box>
  );
}
