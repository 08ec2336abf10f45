import './texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { isVersionConflict, queryKeys } from '@/data';
import { saveReducer, type SaveState } from '@/editing';
import { sanitiseHtml } from '@/ui/sanitise';
import { compileAll } from './compile';
import { emptyDoc, readDoc } from './doc';
import { saveProblems } from './save-checks';
import { SETTINGS_FIELDS, type Draft, type Settings, type TemplateRecord } from './template-record';
import type { Library } from './to-mjml';

function draftOf(record: TemplateRecord): Draft {
  const settings = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, record[f]])) as Settings;
  return {
    settings,
    // A template with neither blocks nor HTML (a new one) starts as blocks.
    doc: readDoc(record.json_template) ?? (record.html_template?.trim() ? null : emptyDoc('en-gb')),
    legacy: {
      html: record.html_template ?? '',
      text: record.plain_text_template ?? '',
      subject: record.email_subject ?? '',
    },
  };
}

async function recordOf(draft: Draft, library: Library): Promise<Partial<TemplateRecord>> {
  if (!draft.doc) {
    return {
      ...draft.settings,
      html_template: draft.legacy.html,
      plain_text_template: draft.legacy.text,
      email_subject: draft.legacy.subject,
    };
  }
  const compiled = await compileAll(draft.doc, library, {
    cleanHtml: (h) => sanitiseHtml(h, { showImages: true }).html,
  });
  const first = compiled[draft.doc.locales[0] ?? ''];
  return {
    ...draft.settings,
    email_subject: draft.doc.subject[draft.doc.locales[0] ?? ''] ?? '',
    json_template: { ...draft.doc, compiled },
    html_template: first?.html ?? '',
    plain_text_template: first?.text ?? '',
  };
}

export interface TemplateDraft {
  record: TemplateRecord | undefined;
  draft: Draft | null;
  error: unknown;
  save: SaveState;
  edit: (change: (d: Draft) => Draft) => void;
  saveNow: () => Promise<void>;
}

/**
 * The template's working copy, shared by every tab: it survives tab changes, failed saves and
 * conflicts. A save checks placeholders and alt texts first, compiles every locale, then sends
 * the changed fields with the version read.
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

  const saveNow = useCallback(async () => {
    const current = latest.current;
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
    dispatch({ type: 'save-started' });
    try {
      const data = await recordOf(current, library);
      const res = await dataProvider.update<TemplateRecord>('templates', {
        id,
        data,
        previousData: base.current,
      });
      base.current = res.data;
      client.setQueryData(key, res.data);
      dispatch({ type: 'save-succeeded', dirty: revision.current !== started });
    } catch (e) {
      if (isVersionConflict(e)) base.current = e.current as TemplateRecord;
      const message = isVersionConflict(e)
        ? translate('emails.save.conflict')
        : e instanceof Error
          ? e.message
          : String(e);
      dispatch({ type: 'save-failed', offline: !navigator.onLine, message });
    } finally {
      saving.current = false;
    }
  }, [client, dataProvider, id, key, library, translate]);

  return { record: base.current ?? query.data, draft, error: query.error, save, edit, saveNow };
}
