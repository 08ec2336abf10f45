import './texts';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordHistory } from '@/audit';
import { usePermissionCheck } from '@/auth';
import { hasUnsavedChanges, SaveStateIndicator, useSaveShortcut, useUnsavedChangesGuard } from '@/editing';
import { canDo, lookupEntity } from '@/engine';
import { PanelBoundary } from '@/ui';
import { EditorFrame, useEditorTab } from '@/ui/editor-frame';
import { ActivityTab } from './activity-tab';
import { ConflictMergeDialog } from './editor/conflict-merge-dialog';
import { EditorTab } from './editor/editor-tab';
import { LegacyEditor } from './editor/legacy-editor';
import { MetricsTab } from './metrics/metrics-tab';
import { PreviewTab } from './preview/preview-tab';
import { DuplicateAction } from './editor/duplicate-action';
import { SendActions } from './send/send-actions';
import { SettingsTab } from './settings/settings-tab';
import type { EmailDoc } from './types';
import { useLibrary } from './use-library';
import { useTemplateDraft } from './use-template-draft';

const TABS = ['editor', 'activity', 'history', 'metrics', 'preview', 'settings'] as const;
/**
 * The spec lists the tabs alphabetically; the bar follows the work instead: write, look, set up,
 * then what happened (its numbers, its sends, its changes).
 */
const BAR_ORDER = ['editor', 'preview', 'settings', 'metrics', 'activity', 'history'] as const;

/**
 * `/templates/{template_id}`: the email editor. One working copy serves every tab, so what was
 * typed survives a change of tab; Ctrl/Cmd+S saves from any tab.
 */
export default function TemplateEditorPage() {
  const translate = useTranslate();
  const id = useParams().template_id ?? '';
  const current = useEditorTab(TABS);
  const { entries, library } = useLibrary();
  const t = useTemplateDraft(id, library);
  const [locale, setLocale] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  useSaveShortcut(() => void t.saveNow());
  const check = usePermissionCheck();
  const templates = lookupEntity('templates');
  // Revert writes the template on the server: offered to an account that may write it, and only
  // with nothing unsaved here, so nothing typed is lost to it.
  const canRevert = !!templates && canDo(templates, 'edit', check) && !hasUnsavedChanges(t.save);
  // A copy is a new template: offered to those who may make one.
  const canCopy = !!templates && canDo(templates, 'create', check);
  useUnsavedChangesGuard(hasUnsavedChanges(t.save), `/templates/${id}`);
  const draft = t.draft;
  const editLocale =
    locale && draft?.doc?.locales.includes(locale) ? locale : (draft?.doc?.locales[0] ?? 'en-gb');
  const onDoc = (change: (doc: EmailDoc) => EmailDoc) =>
    t.edit((d) => (d.doc ? { ...d, doc: change(d.doc) } : d));
  const frame = (
    <EditorFrame
      back={{ to: '/emails', label: translate('emails.back') }}
      title={draft?.settings.name ?? translate('emails.title')}
      status={
        draft
          ? {
              label: translate(draft.settings.is_active ? 'emails.status.active' : 'emails.status.inactive'),
              color: draft.settings.is_active ? 'success' : 'default',
            }
          : undefined
      }
      tabs={BAR_ORDER.map((tab) => ({ id: tab, label: translate(`emails.tab.${tab}`) }))}
      tabsLabel={translate('emails.tabs')}
      current={current}
      saveState={<SaveStateIndicator save={t.save} onRetry={() => void t.saveNow()} />}
      actions={
        draft && (
          <>
            <Button
              variant="contained"
              onClick={() => void t.saveNow()}
              disabled={t.save.status === 'saving'}
            >
              {translate('emails.save.button')}
            </Button>
            {t.record && (
              <SendActions template={t.record} draft={draft} unsaved={hasUnsavedChanges(t.save)} />
            )}
            {t.record && canCopy && (
              <DuplicateAction
                id={t.record.id}
                name={String(t.record.name ?? draft.settings.name ?? '')}
                unsaved={hasUnsavedChanges(t.save)}
              />
            )}
          </>
        )
      }
    />
  );
  if (t.error)
    return (
      <>
        {frame}
        <Alert severity="error" sx={{ m: 2 }}>
          {translate('emails.load_failed')}
        </Alert>
      </>
    );
  if (!draft)
    return (
      <>
        {frame}
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <CircularProgress aria-label={translate('emails.loading')} />
        </Box>
      </>
    );
  return (
    <>
      {frame}
      {t.conflict && (
        <ConflictMergeDialog
          // A newer refusal (a save while this was open) starts the choices afresh.
          key={String(t.conflict.current.updated_at)}
          base={t.conflict.base}
          mine={draft}
          theirs={t.conflict.theirs}
          onSave={t.resolveConflict}
          onCancel={t.closeConflict}
        />
      )}
      {/* The draft lives above the tabs: a tab that cannot draw loses nothing typed elsewhere. */}
      <PanelBoundary name={`email-editor-${current}`} resetKey={current}>
        {current === 'editor' &&
          (draft.doc ? (
            <EditorTab
              doc={draft.doc}
              locale={editLocale}
              onLocale={setLocale}
              selected={selected}
              onSelect={setSelected}
              entries={entries}
              library={library}
              onDoc={onDoc}
            />
          ) : (
            <LegacyEditor draft={draft} onEdit={t.edit} />
          ))}
        {current === 'preview' && (
          <PreviewTab
            draft={draft}
            name={draft.settings.name}
            locale={editLocale}
            onLocale={setLocale}
            library={library}
          />
        )}
        {current === 'settings' && (
          <SettingsTab
            settings={draft.settings}
            onChange={(settings) => t.edit((d) => ({ ...d, settings }))}
          />
        )}
        {current === 'activity' && <ActivityTab id={id} />}
        {current === 'history' && <RecordHistory entity="templates" id={id} canRevert={canRevert} />}
        {current === 'metrics' && <MetricsTab id={id} name={draft.settings.name} />}
      </PanelBoundary>
    </>
  );
}
