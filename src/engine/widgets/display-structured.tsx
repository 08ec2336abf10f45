import { Box, Chip, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import {
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { Address } from '../field-types';
import { ReferenceCellLink, useListReferences } from './list-references';
import { hiddenReference, useReferenceAccess } from './reference-access';
import { lookupEntity } from '../registry';
import { RichTextDisplayBody } from './rich-text-chunks';
import type { DisplayProps } from './types';

const stop = (e: React.MouseEvent) => e.stopPropagation();

function titleOf(entity: string, fallback: string): string {
  return lookupEntity(entity)?.recordTitle ?? fallback;
}

export function ReferenceDisplay({ field, variant }: DisplayProps) {
  const ref = field.reference;
  const loaded = useListReferences();
  const id: unknown = useRecordContext()?.[field.source];
  const seen = useReferenceAccess()(field);
  if (!ref) return null;
  if (!seen) return hiddenReference(id);
  // Columns shown by default are loaded once per page; one the user adds later loads per cell.
  const column = variant === 'list' ? loaded?.[field.source] : undefined;
  if (column) {
    const target = (typeof id === 'string' || typeof id === 'number') && column.records.get(id);
    return target ? (
      <ReferenceCellLink entity={ref.entity} record={target} linkable={column.linkable} />
    ) : null;
  }
  return (
    <Box component="span" onClick={stop}>
      <ReferenceField source={field.source} reference={ref.entity} link="show" emptyText="">
        <TextField source={titleOf(ref.entity, ref.searchField)} />
      </ReferenceField>
    </Box>
  );
}

function Chips({ values }: { values: readonly unknown[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((v, i) => (
        <Chip key={`${String(v)}-${i}`} size="small" label={String(v)} />
      ))}
    </Stack>
  );
}

/** Plain arrays and tags as chips; arrays of references as links to each record. */
export function ArrayDisplay({ field }: DisplayProps) {
  const record = useRecordContext();
  const value = record?.[field.source];
  const seen = useReferenceAccess()(field);
  if (field.reference && !seen)
    return Array.isArray(value) ? <Chips values={value.map(hiddenReference)} /> : null;
  if (field.reference) {
    return (
      <Box component="span" onClick={stop}>
        <ReferenceArrayField source={field.source} reference={field.reference.entity}>
          <SingleFieldList linkType="show">
            <TextField source={titleOf(field.reference.entity, field.reference.searchField)} />
          </SingleFieldList>
        </ReferenceArrayField>
      </Box>
    );
  }
  return Array.isArray(value) ? <Chips values={value} /> : null;
}

export function JsonDisplay({ field, variant }: DisplayProps) {
  const value = useRecordContext()?.[field.source];
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value, null, variant === 'list' ? 0 : 2);
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        maxHeight: 320,
        overflow: 'auto',
      }}
    >
      {text}
    </Box>
  );
}

export function RichTextDisplay(props: DisplayProps) {
  return (
    <Suspense fallback={null}>
      <RichTextDisplayBody {...props} />
    </Suspense>
  );
}

function isAddress(value: unknown): value is Partial<Address> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function AddressDisplay({ field }: DisplayProps) {
  const value = useRecordContext()?.[field.source];
  if (!isAddress(value)) return null;
  const lines = [
    value.line1,
    value.line2,
    [value.city, value.region].filter(Boolean).join(', '),
    value.postcode,
    value.country,
  ];
  return (
    <Typography variant="body2" component="div">
      {lines
        .filter((l): l is string => typeof l === 'string' && l !== '')
        // Two lines may read the same (city and country "Singapore"): keyed by place, not text.
        .map((line, i) => (
          <div key={i}>{line}</div>
        ))}
    </Typography>
  );
}

export function TagsDisplay({ field }: DisplayProps) {
  const value = useRecordContext()?.[field.source];
  return Array.isArray(value) ? <Chips values={value} /> : null;
}

export function LocaleTextDisplay({ field }: DisplayProps) {
  const value = useRecordContext()?.[field.source];
  if (typeof value !== 'object' || value === null) return null;
  return (
    <Stack spacing={0.5}>
      {Object.entries(value).map(([locale, text]) => (
        <Typography key={locale} variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
            {locale}
          </Box>
          {String(text)}
        </Typography>
      ))}
    </Stack>
  );
}
