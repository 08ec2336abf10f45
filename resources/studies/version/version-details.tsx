import { localeName } from '@/i18n';
import '../texts';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DataTable } from '@/ui';
import { Facts } from '../shared/facts';
import { LOCALE_FIELDS } from '../readiness';
import type { StudyFields, VersionDetail } from '../types';
import { PLAIN_FIELDS } from '../version-diff';

const shown = (value: StudyFields[keyof StudyFields]): string => {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object' && value !== null) return '';
  return value === null ? '' : String(value);
};

const plain = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The version's fields as they were, read-only, and its texts with its locales side by side. */
export function VersionDetails({ version }: { version: VersionDetail }) {
  const translate = useTranslate();
  const yesNo = (v: unknown) =>
    typeof v === 'boolean' ? translate(v ? 'ra.boolean.true' : 'ra.boolean.false') : null;
  return (
    <Stack spacing={3}>
      <Facts
        facts={PLAIN_FIELDS.map((f) => [
          translate(`studies.fields.${f}`),
          yesNo(version.fields[f]) ?? shown(version.fields[f]),
        ])}
      />
      <Typography variant="h6" component="h2">
        {translate('studies.editor.section.texts')}
      </Typography>
      <DataTable
        rows={LOCALE_FIELDS}
        rowId={(f) => f}
        label={translate('studies.editor.section.texts')}
        columns={[
          { id: 'field', header: null, rowHeader: true, cell: (f) => translate(`studies.fields.${f}`) },
          ...version.locales.map((l) => ({
            id: `locale-${l}`,
            header: localeName(l),
            lang: l,
            cell: (f: (typeof LOCALE_FIELDS)[number]) => plain(version.fields[f][l]) || '—',
          })),
        ]}
      />
    </Stack>
  );
}
