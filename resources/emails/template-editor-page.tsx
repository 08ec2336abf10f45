import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PendingPage } from '@/app/pages/pending-page';
import { EntityEditPage } from '@/engine/screens';
import { EditorFrame, useEditorTab } from '@/ui/editor-frame';
import { entityNamed } from '@schemas/index';

const templates = entityNamed('templates');

const TABS = ['editor', 'activity', 'metrics', 'preview', 'settings'] as const;
/** The spec lists the tabs alphabetically; the bar shows them in that order. */
const BAR_ORDER = ['activity', 'editor', 'metrics', 'preview', 'settings'] as const;

/**
 * `/templates/{template_id}` in the editor frame. The editor tab is the template's form
 * (subject, HTML and plain-text bodies, recipients, trigger, folder); the other tabs (activity,
 * metrics, preview, settings) say plainly that they are not built yet and send staff to the
 * editor tab meanwhile. The form stays mounted, hidden, while another tab is open: what was typed
 * is still there on coming back, and leaving the template with unsaved changes still asks first.
 */
export default function TemplateEditorPage() {
  const translate = useTranslate();
  const { template_id: id } = useParams();
  const current = useEditorTab(TABS);
  const frame = (
    <EditorFrame
      back={{ to: '/emails', label: translate('app.email_editor.back') }}
      title={translate('app.email_editor.title')}
      tabs={BAR_ORDER.map((t) => ({ id: t, label: translate(`app.email_editor.tab.${t}`) }))}
      tabsLabel={translate('app.email_editor.tabs')}
      current={current}
    />
  );
  if (id === undefined) return frame;
  const onEditor = current === 'editor';
  return (
    <>
      {frame}
      <Box hidden={!onEditor}>
        <EntityEditPage schema={templates} id={id} stay />
      </Box>
      {!onEditor && <PendingPage routeId="template_editor" />}
    </>
  );
}
