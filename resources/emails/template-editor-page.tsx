import { Box } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { editorTab } from '@/app/layouts/email-editor-layout';
import { PendingPage } from '@/app/pages/pending-page';
import { EntityEditPage } from '@/engine/screens';
import { entityNamed } from '@schemas/index';

const PATH = '/templates/:template_id';
const templates = entityNamed('templates');

/**
 * `/templates/{template_id}` in the email-editor frame. The editor tab is the template's form
 * (subject, HTML and plain-text bodies, recipients, trigger, folder); the other tabs (activity,
 * metrics, preview, settings) say plainly that they are not built yet. The form stays mounted,
 * hidden, while another tab is open: what was typed is still there on coming back, and leaving
 * the template with unsaved changes still asks first.
 */
export default function TemplateEditorPage() {
  const { template_id: id } = useParams();
  const [search] = useSearchParams();
  if (id === undefined) return <PendingPage routeId="template_editor" path={PATH} />;
  const onEditor = editorTab(search) === 'editor';
  return (
    <>
      <Box hidden={!onEditor}>
        <EntityEditPage schema={templates} id={id} stay />
      </Box>
      {!onEditor && <PendingPage routeId="template_editor" path={PATH} />}
    </>
  );
}
