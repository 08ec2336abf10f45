import './texts';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentEntry } from './types';

const COLOURS = new Map<string, 'warning' | 'success' | 'error'>([
  ['pending_review', 'warning'],
  ['approved', 'success'],
  ['rejected', 'error'],
]);

export function DocumentStatus({ doc }: { doc: DocumentEntry }) {
  const translate = useTranslate();
  if (!doc.status) return <>{translate('users.documents.no_review')}</>;
  return (
    <Chip
      size="small"
      color={COLOURS.get(doc.status) ?? 'default'}
      // A status this console does not know yet reads as the server names it.
      label={translate(`resources.documents.choices.status.${doc.status}`, { _: doc.status })}
    />
  );
}
