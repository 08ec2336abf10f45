import { useParams, useSearchParams } from 'react-router-dom';
import { editorTab } from '@/app/layouts/email-editor-layout';
import { PendingPage } from '@/app/pages/pending-page';
import { EntityEditPage } from '@/engine/screens';
import templates from '@schemas/templates';

const PATH = '/templates/:template_id';

/**
 * `/templates/{template_id}` in the email-editor frame. The editor tab is the template's form
 * (subject, HTML and plain-text bodies, recipients, trigger, folder); the other tabs (activity,
 * metrics, preview, settings) say plainly that they are not built yet.
 */
export default function TemplateEditorPage() {
  const { template_id: id } = useParams();
  const [search] = useSearchParams();
  if (editorTab(search) !== 'editor' || id === undefined)
    return <PendingPage routeId="template_editor" path={PATH} />;
  return <EntityEditPage schema={templates} id={id} stay />;
}
