import '../texts';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { useUnsavedChangesGuard } from '@/editing';
import { MasterDetail } from './master-detail';
import { useTemplates, useTriggers, type TriggerRecord } from './setup-data';
import { TriggerForm, triggerDraft, type TriggerDraft } from './trigger-form';
import { useDrafts } from './use-drafts';

const same = (a: TriggerDraft, b: TriggerDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The events that send templates: their list, with what each sends, and the one picked to edit. */
export function TriggersPanel() {
  const translate = useTranslate();
  const triggers = useTriggers();
  const templates = useTemplates();
  const drafts = useDrafts<TriggerDraft>();
  const [selected, setSelected] = useState<Identifier | null>(null);
  const list = triggers.data ?? [];
  const edited = (t: TriggerRecord) => {
    const d = drafts.get(t.id);
    return d !== undefined && !same(d, triggerDraft(t));
  };
  useUnsavedChangesGuard(list.some(edited));
  const sends = (id: Identifier) =>
    (templates.data ?? []).filter((t) => t.trigger_id != null && String(t.trigger_id) === String(id));
  const stages = [...new Set(list.flatMap((t) => t.stage_support ?? []))].sort();
  const trigger = list.find((t) => t.id === selected);

  return (
    <MasterDetail
      label={translate('emails.setup.trigger.list')}
      items={triggers.data?.map((t) => {
        const names = sends(t.id).map((s) => s.name);
        return {
          id: t.id,
          primary: t.name,
          secondary: [
            translate(`resources.triggers.choices.context.${t.context}`, { _: t.context }),
            names.length === 0
              ? translate('emails.setup.trigger.sends_none')
              : translate('emails.setup.trigger.sends_list', { names: names.join(', ') }),
          ].join(' · '),
          edited: edited(t),
        };
      })}
      isError={triggers.isError}
      refetch={triggers.refetch}
      selected={trigger ? trigger.id : null}
      onSelect={setSelected}
      hint={translate('emails.setup.trigger.pick')}
    >
      {trigger && (
        <TriggerForm
          key={trigger.id}
          trigger={trigger}
          draft={drafts.get(trigger.id) ?? triggerDraft(trigger)}
          onDraft={(d) => drafts.set(trigger.id, d)}
          onSaved={() => drafts.drop(trigger.id)}
          stages={stages}
          sends={sends(trigger.id)}
        />
      )}
    </MasterDetail>
  );
}
