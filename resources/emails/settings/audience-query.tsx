import '../texts';
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CodeEditor } from '@/ui/code-editor';
import { fromFilterQuery, UserQueryBuilder } from '@/domain/user-query';
import type { FilterQuery } from '@/ui/query-builder';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What in a stored query the builder could not show as conditions: nothing when it can take the
 * whole query, otherwise the names to tell the user (or the query itself when it is no object).
 */
export function beyondBuilder(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (!isPlainObject(value)) return [JSON.stringify(value)];
  return Object.keys(fromFilterQuery(value as FilterQuery).kept);
}

function JsonQuery({ value, onChange }: { value: unknown; onChange(v: unknown): void }) {
  const translate = useTranslate();
  const [text, setText] = useState(() => (value == null ? '' : JSON.stringify(value, null, 2)));
  return (
    <CodeEditor
      language="json"
      allowEmpty
      label={translate('resources.templates.fields.user_query')}
      value={text}
      minHeight="8rem"
      onChange={(t) => {
        setText(t);
        try {
          onChange(t.trim() === '' ? null : (JSON.parse(t) as unknown));
        } catch {
          // Half-typed JSON stays in the editor, which names the fault; the query keeps its last valid value.
        }
      }}
    />
  );
}

/**
 * The template's audience query in the users query builder, with the live count of matching
 * users. A query written elsewhere with conditions the builder cannot show stays in a JSON editor
 * and is saved as typed: the builder would otherwise drop or reshape what it does not know.
 */
export function AudienceQuery({ value, onChange }: { value: unknown; onChange(v: unknown): void }) {
  const translate = useTranslate();
  // Decided once on opening, so the editor does not change under the user's hands while typing.
  const [beyond] = useState(() => beyondBuilder(value));
  if (beyond.length === 0)
    return <UserQueryBuilder value={(value ?? null) as FilterQuery | null} onChange={onChange} showCount />;
  return (
    <Stack spacing={1}>
      <Alert severity="info">
        {translate('emails.settings.query_as_json', { fields: beyond.join(', ') })}
      </Alert>
      <JsonQuery value={value} onChange={onChange} />
    </Stack>
  );
}
