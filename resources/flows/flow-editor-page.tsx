import AccountTreeIcon from '@mui/icons-material/AccountTree';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { Activity, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { RecordHistory } from '@/audit';
import { EditingBar, HistoryPanel, useEditing } from '@/editing';
import { PanelBoundary, usePageTitle } from '@/ui';
import { useActingRefusal } from '@/ui/acting';
import { EditorFrame, useEditorTab } from '@/ui/editor-frame';
import { flowAdapter } from './api';
import { BlocksTab } from './blocks-tab';
import { MapTab } from './map-tab';
import { ChangelogPanel } from './changelog-panel';
import { checkFlow, hasErrors } from './checks';
import { PreviewDialog } from './preview-dialog';
import { PublishSummary } from './publish-summary';
import { SettingsPanel } from './settings-panel';
import type { FlowDraft } from './types';
import { useReloadAfterHistory } from './use-reload-after-history';
import { useSavedSelection } from './use-saved-selection';
import './texts';
import { useSameProblems } from './use-same-problems';

const TABS = ['blocks', 'map', 'settings', 'changelog', 'history'] as const;

/** The flow editor: outline, the selected block's form, the checks, settings, changelog and history. */
export default function FlowEditorPage() {
  const translate = useTranslate();
  const params = useParams();
  const flowId = Number(params.flow_id);
  const addressed = params.block_id === undefined ? null : Number(params.block_id);
  const base = `/studies/flow/${flowId}`;
  const editing = useEditing(flowAdapter, flowId, { scope: base });
  const tab = useEditorTab(TABS);
  useReloadAfterHistory(tab, editing);
  const [preview, setPreview] = useState(false);
  const [ack, setAck] = useState(false);
  const acting = useActingRefusal();
  const value = editing.model.value;
  // The checks follow the typing a moment behind, so a keystroke costs only the field it changes.
  const checked = useDeferredValue(value);
  const problems = useSameProblems(useMemo(() => (checked ? checkFlow(checked) : []), [checked]));
  const blockPath = useCallback((id: number) => `${base}/block/${id}`, [base]);
  const selectedId = useSavedSelection(flowId, value, addressed, blockPath);
  usePageTitle(value?.fields.title ?? translate('flows.editor.loading'));

  const tabs = TABS.map((id) => ({ id, label: translate(`flows.tabs.${id}`) }));
  // Kept across keystrokes, so the editor's bar is not drawn again on every key.
  const actions = useMemo(
    () => (
      <Stack direction="row" spacing={1}>
        <Button color="inherit" startIcon={<PlayArrowIcon />} onClick={() => setPreview(true)}>
          {translate('flows.preview.action')}
        </Button>
        <Button color="inherit" startIcon={<AccountTreeIcon />} component={Link} to={`${base}/mapper`}>
          {translate('flows.mapper.action')}
        </Button>
      </Stack>
    ),
    [translate, base],
  );
  if (value === null) {
    // The bar and its tabs are drawn before the flow arrives: the page does not move down when it does.
    return (
      <Box sx={{ p: 2 }}>
        <EditorFrame
          back={{ to: '/flows', label: translate('flows.editor.back') }}
          title={translate('flows.editor.loading')}
          tabs={tabs}
          tabsLabel={translate('flows.tabs.label')}
          current={tab}
        />
        {editing.model.phase === 'failed' ? (
          <EditingBar editing={editing} />
        ) : (
          <CircularProgress aria-label={translate('flows.editor.loading')} />
        )}
      </Box>
    );
  }
  const meta = value.meta;
  // Checked out, a published flow is being turned into its next draft, saved or not yet.
  const state = editing.canEdit ? 'draft' : (editing.model.server?.state ?? 'draft');
  const version =
    (meta?.version ?? 0) + (editing.canEdit && editing.model.server?.state === 'published' ? 1 : 0);
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const blocked =
    acting ??
    (hasErrors(problems)
      ? translate('flows.publish.blocked', { smart_count: errors.length })
      : warnings.length > 0 && !ack
        ? translate('flows.publish.acknowledge_first')
        : undefined);
  const setFields = (update: (f: FlowDraft['fields']) => FlowDraft['fields']) =>
    editing.edit((d) => ({ ...d, fields: update(d.fields) }));
  return (
    <Box sx={{ p: 2 }}>
      <EditorFrame
        back={
          meta?.study_id
            ? {
                to: `/studies/${meta.study_id}/flows`,
                label: translate('flows.editor.back_study', { study: meta.study_title ?? meta.study_id }),
              }
            : { to: '/flows', label: translate('flows.editor.back') }
        }
        title={value.fields.title}
        status={{
          label: translate(state === 'published' ? 'flows.state.published_v' : 'flows.state.draft_v', {
            version,
          }),
          color: state === 'published' ? 'success' : 'warning',
        }}
        tabs={tabs}
        tabsLabel={translate('flows.tabs.label')}
        current={tab}
        actions={actions}
      />
      <Box sx={{ mb: 2 }}>
        <EditingBar
          editing={editing}
          publishBlocked={blocked}
          signing={value.blocks.some((b) => b.type_id === 'informed_consent')}
          publishSummary={
            <PublishSummary draft={value} warnings={warnings} acknowledged={ack} onAcknowledge={setAck} />
          }
        />
      </Box>
      {/* The draft lives above the tabs: a tab that cannot draw loses nothing typed elsewhere. */}
      <PanelBoundary name={`flow-editor-${tab}`} resetKey={tab}>
        {/* Blocks stays drawn while another tab shows (hidden, its effects stopped): coming back
            neither draws a 300-block outline again nor loses its scroll or the open block. */}
        <Activity mode={tab === 'blocks' ? 'visible' : 'hidden'}>
          <BlocksTab
            editing={editing}
            draft={value}
            problems={problems}
            selectedId={selectedId}
            blockPath={blockPath}
          />
        </Activity>
        {tab === 'map' && (
          <MapTab draft={value} problems={problems} title={value.fields.title} blockPath={blockPath} />
        )}
        {tab === 'settings' && (
          <SettingsPanel fields={value.fields} readOnly={!editing.canEdit} onChange={setFields} />
        )}
        {tab === 'changelog' && (
          <Stack spacing={3} sx={{ maxWidth: 900 }}>
            <ChangelogPanel flowId={flowId} />
            <HistoryPanel adapter={flowAdapter} id={flowId} />
          </Stack>
        )}
        {/* Revert writes the flow on the server: only while this editor holds it with nothing
            unsaved, so no one's open draft is written over and nothing typed here is lost. */}
        {tab === 'history' && (
          <RecordHistory entity="flows" id={flowId} canRevert={editing.canEdit && !editing.unsaved} />
        )}
      </PanelBoundary>
      {!editing.canEdit && state === 'published' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('flows.editor.published_read_only')}
        </Alert>
      )}
      <PreviewDialog open={preview} draft={value} onClose={() => setPreview(false)} />
    </Box>
  );
}
