import './texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { isVersionConflict, queryKeys, type Side } from '@/data';
import { saveReducer, type SaveState } from '@/editing';
import { mergeDrafts } from './conflict-parts';
import { draftOf, recordOf } from './draft-record';
import { saveProblems } from './save-checks';
import type { Draft, TemplateRecord } from './template-record';
import type { Library } from './to-mjml';

/** A refused save: the template as this editor loaded it and as the server now has it. */
export interface SaveConflict {
  base: Draft;
  theirs: Draft;
  /** The server's version, which the merged save is made against. */
  current: TemplateRecord;
}

export interface TemplateDraft {
  record: TemplateRecord | undefined;
  draft: Draft | null;
  error: unknown;
  save: SaveState;
  edit: (change: (d: Draft) => Draft) => void;
  saveNow: () => Promise<void>;
  /** Set while a conflict waits for the user's choices. */
  conflict: SaveConflict | null;
  /** Saves the merge of the two versions, part by part as chosen. */
  resolveConflict: (choices: Record<string, Side>) => void;
  /** Back to editing: nothing is merged, and the next save meets the conflict again. */
  closeConflict: () => void;
}

/**
 * The template's working copy, shared by every tab: it survives tab changes, failed saves and
 * conflicts. A save checks placeholders and alt texts first, compiles every locale, then sends
 * the changed fields with the version read. When someone else saved first, the server's version
 * is fetched and set beside this one; only the merge the user chooses is saved, against the
 * server's version, so a further save by someone else is caught again.
 */
export function useTemplateDraft(id: Identifier, library: Library): TemplateDraft {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const client = useQueryClient();
  const key = queryKeys('templates').custom('editor', String(id));
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await dataProvider.getOne<TemplateRecord>('templates', { id })).data,
    staleTime: Infinity,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [save, dispatch] = useReducer(saveReducer, { status: 'saved' });
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const base = useRef<TemplateRecord | undefined>(undefined);
  const revision = useRef(0);
  const saving = useRef(false);

  useEffect(() => {
    if (query.data && !base.current) {
      base.current = query.data;
      setDraft(draftOf(query.data));
    }
  }, [query.data]);

  const edit = useCallback((change: (d: Draft) => Draft) => {
    revision.current += 1;
    setDraft((d) => (d ? change(d) : d));
    dispatch({ type: 'edited', dirty: true });
  }, []);

  const latest = useRef(draft);
  latest.current = draft;

  /** The server's version now: read again, as the refusal's copy may predate a later save. */
  const fetchCurrent = useCallback(
    async (fallback: TemplateRecord) => {
      try {
        return (await dataProvider.getOne<TemplateRecord>('templates', { id })).data;
      } catch {
        return fallback;
      }
    },
    [dataProvider, id],
  );

  const saveDraft = useCallback(
    async (current: Draft | null) => {
      if (!current || saving.current || !base.current) return;
      const problems = saveProblems(current);
      if (problems.length > 0) {
        dispatch({ type: 'save-started' });
        const p = problems[0]!;
        const message =
          p.kind === 'unknown_placeholders'
            ? translate('emails.save.unknown_placeholders', { names: p.names.join(', ') })
            : translate('emails.save.missing_alt', { smart_count: p.count });
        dispatch({ type: 'save-failed', offline: false, message });
        return;
      }
      saving.current = true;
      const started = revision.current;
      const against = base.current;
      dispatch({ type: 'save-started' });
      try {
        const data = await recordOf(current, library);
        const res = await dataProvider.update<TemplateRecord>('templates', {
          id,
          data,
          previousData: against,
        });
        base.current = res.data;
        client.setQueryData(key, res.data);
        dispatch({ type: 'save-succeeded', dirty: revision.current !== started });
      } catch (e) {
        if (isVersionConflict(e)) {
          // The version this editor loaded stays the base until a merge is chosen: saving again
          // without one meets the conflict again instead of writing over theirs.
          const theirs = await fetchCurrent(e.current as TemplateRecord);
          setConflict({ base: draftOf(against), theirs: draftOf(theirs), current: theirs });
        }
        const message = isVersionConflict(e)
          ? translate('emails.save.conflict')
          : e instanceof Error
            ? e.message
            : String(e);
        dispatch({ type: 'save-failed', offline: !navigator.onLine, message });
      } finally {
        saving.current = false;
      }
    },
    [client, dataProvider, fetchCurrent, id, key, library, translate],
  );

  const saveNow = useCallback(() => saveDraft(latest.current), [saveDraft]);

  const resolveConflict = useCallback(
    (choices: Record<string, Side>) => {
      const mine = latest.current;
      if (!conflict || !mine) return;
      const merged = mergeDrafts({ base: conflict.base, mine, theirs: conflict.theirs }, choices);
      base.current = conflict.current;
      setConflict(null);
      revision.current += 1;
      latest.current = merged;
      setDraft(merged);
      void saveDraft(merged);
    },
    [conflict, saveDraft],
  );

  const closeConflict = useCallback(() => setConflict(null), []);

  return {
    record: base.current ?? query.data,
    draft,
    error: query.error,
    save,
    edit,
    saveNow,
    conflict,
    resolveConflict,
    closeConflict,
  };
}
