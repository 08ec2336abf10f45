import { Box, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  AutocompleteInput,
  FieldTitle,
  useGetList,
  useGetManyAggregate,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { usePermissionCheck } from '@/auth';
import { searchReference } from '@/data';
import { queryKeys } from '@/data/query-keys';
import { ownScope } from '../access-scope';
import { lookupEntity } from '../registry';
import { hiddenReference, useReferenceAccess } from './reference-access';
import type { InputProps } from './types';

const FIRST_PAGE = 25;

/** Titles that differ only in case or surrounding spaces look the same in a list. */
const sameTitleKey = (title: string) => title.trim().toLocaleLowerCase();

/**
 * A reference whose target the user may not see: its id, read-only, and no picker that would
 * search or list the target's records.
 */
function HiddenReferenceInput({ field, schema, source }: InputProps) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  return (
    <TextField
      label={<FieldTitle source={source} resource={schema.name} isRequired={field.required} />}
      value={hiddenReference(value)}
      helperText={translate('engine.reference.hidden')}
      slotProps={{ input: { readOnly: true } }}
      fullWidth
    />
  );
}

/** A reference input: the picker, or the bare id when the user may not see the target. */
export function ReferenceWidgetInput(props: InputProps) {
  const seen = useReferenceAccess()(props.field);
  return seen ? <ReferencePicker {...props} /> : <HiddenReferenceInput {...props} />;
}

/**
 * A reference picked by typing: the spec's `GET /z/{entity}/search?{field}=` answers the typed
 * text; with nothing typed, the first page of the target list is offered. The current value is
 * fetched by id (batched with the page's other references) so its label shows before any search.
 * Options whose titles collide (two sites of the same name) also show their id, in the option's
 * text and so in its accessible name; the input itself shows the title alone.
 */
function ReferencePicker({ field, source, validate, disabled }: InputProps) {
  const ref = field.reference;
  const target = ref ? lookupEntity(ref.entity) : undefined;
  const check = usePermissionCheck();
  // Only records inside the user's scope are offered (the server's search keeps to it too).
  const scope = target ? ownScope(target, (required) => check(required)) : undefined;
  const entity = ref?.entity ?? '';
  const searchField = ref?.searchField ?? 'id';
  const titleField = target?.recordTitle ?? searchField;
  const [text, setText] = useState('');
  const value: unknown = useWatch({ name: source });

  const firstPage = useGetList(
    entity,
    {
      pagination: { page: 1, perPage: FIRST_PAGE },
      sort: { field: titleField, order: 'ASC' },
      filter: scope ?? {},
    },
    { enabled: text === '' && !disabled },
  );
  const search = useQuery({
    queryKey: queryKeys(entity).search(searchField, text),
    queryFn: () => searchReference(target?.endpoint ?? entity, searchField, text),
    enabled: text !== '' && !disabled,
    staleTime: 30_000,
    // While the next answer is on its way the last one stays listed; typing again is the retry.
    placeholderData: keepPreviousData,
    retry: false,
  });
  const translate = useTranslate();
  // Aggregated: the references of one form to the same entity are read in one request.
  const current = useGetManyAggregate(entity, {
    ids: typeof value === 'string' || typeof value === 'number' ? [value] : [],
  });

  const choices = useMemo(() => {
    const found = text === '' ? (firstPage.data ?? []) : ((search.data ?? []) as RaRecord[]);
    const byId = new Map<unknown, RaRecord>();
    for (const r of [...(current.data ?? []), ...found]) byId.set(r.id, r);
    return [...byId.values()];
  }, [text, firstPage.data, search.data, current.data]);

  const titleOf = useCallback(
    (r: RaRecord) => String(r[titleField] ?? r[searchField] ?? `#${String(r.id)}`),
    [titleField, searchField],
  );
  const collisions = useMemo(() => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const r of choices) {
      const key = sameTitleKey(titleOf(r));
      if (seen.has(key)) repeated.add(key);
      seen.add(key);
    }
    return repeated;
  }, [choices, titleOf]);
  // react-admin's autocomplete resets its typed text to the selected value's label whenever
  // `optionText` changes; a new result page changes the collisions, so they are read through a ref
  // and `optionText` keeps its identity while the user types.
  const collisionsRef = useRef(collisions);
  collisionsRef.current = collisions;
  const optionText = useCallback(
    (r: RaRecord) => {
      const title = titleOf(r);
      if (!collisionsRef.current.has(sameTitleKey(title))) return title;
      return (
        <>
          {title}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {`\u00a0· #${String(r.id)}`}
          </Box>
        </>
      );
    },
    [titleOf],
  );

  // react-admin's input drops every choice while told it is pending, the selected one included;
  // with a value that reads as "nothing selected" and resets the typed text to the old title. So
  // it is never told: the choices stay, and the empty list says what is happening instead.
  const fetching = text === '' ? firstPage.isFetching : search.isFetching;
  const failure = text === '' ? firstPage.error : search.error;
  const noOptionsText = fetching
    ? translate('engine.reference.searching')
    : failure
      ? translate('engine.reference.searchFailed', { reason: failure.message })
      : undefined;

  return (
    <AutocompleteInput
      source={source}
      choices={choices}
      optionText={optionText}
      inputText={titleOf}
      setFilter={setText}
      isPending={false}
      noOptionsText={noOptionsText}
      validate={validate}
      disabled={disabled}
      translateChoice={false}
      fullWidth
    />
  );
}
