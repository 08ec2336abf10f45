import './texts';
import TuneIcon from '@mui/icons-material/Tune';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EntityListPage } from '@/engine/screens';
import { entityNamed } from '@schemas/index';

const templates = entityNamed('templates');
const editorOf = (record: { id: string | number }) => `/templates/${encodeURIComponent(String(record.id))}`;

/** `/emails`: the templates, each opening in the email editor, and the way to triggers and segments. */
export default function EmailsListPage() {
  const translate = useTranslate();
  return (
    <EntityListPage schema={templates} rowLink={editorOf}>
      <Button
        component={Link}
        to="/emails/setup"
        startIcon={<TuneIcon />}
        sx={{ alignSelf: 'flex-start', mb: 1 }}
      >
        {translate('emails.setup.open')}
      </Button>
    </EntityListPage>
  );
}
