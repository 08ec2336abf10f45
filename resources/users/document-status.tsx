import './texts';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentEntry } from './types';

const COLOURS = { pending_review: 'warning', approved: 'success', rejected: 'error' } as const;

export function DocumentStatus({ doc }: { doc: DocumentEntry }) {
  const translate = useTranslate();
  if (!doc.status) return <>{translate('users.documents.no_review')}</>;
  return (
    <Chip
      size="small"
      color={COLOURS[doc.status]}
      label={translate(`resources.documents.choices.status.${doc.status}`)}
    />
  );
}
