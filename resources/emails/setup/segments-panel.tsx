import '../texts';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { useUnsavedChangesGuard } from '@/editing';
import { MasterDetail } from './master-detail';
import { SegmentForm, segmentDraft, type SegmentDraft } from './segment-form';
import { useSegments, useTemplates, type SegmentRecord } from './setup-data';
import { useDrafts } from './use-drafts';

const same = (a: SegmentDraft, b: SegmentDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The segments templates send to: their list, and the one picked to edit. */
export function SegmentsPanel() {
  const translate = useTranslate();
  const segments = useSegments();
  const templates = useTemplates();
  const drafts = useDrafts<SegmentDraft>();
  const [selected, setSelected] = useState<Identifier | null>(null);
  const byId = new Map((segments.data ?? []).map((s) => [s.id, s]));
  const edited = (s: SegmentRecord) => {
    const d = drafts.get(s.id);
    return d !== undefined && !same(d, segmentDraft(s));
  };
  useUnsavedChangesGuard((segments.data ?? []).some(edited));
  const segment = selected === null ? undefined : byId.get(selected);

  return (
    <MasterDetail
      label={translate('emails.setup.segment.list')}
      items={segments.data?.map((s) => ({
        id: s.id,
        primary: s.name,
        secondary: s.description ?? undefined,
        edited: edited(s),
      }))}
      isError={segments.isError}
      refetch={segments.refetch}
      selected={segment ? segment.id : null}
      onSelect={setSelected}
      hint={translate('emails.setup.segment.pick')}
    >
      {segment && (
        <SegmentForm
          key={segment.id}
          segment={segment}
          draft={drafts.get(segment.id) ?? segmentDraft(segment)}
          onDraft={(d) => drafts.set(segment.id, d)}
          onSaved={() => drafts.drop(segment.id)}
          onDeleted={() => {
            drafts.drop(segment.id);
            setSelected(null);
          }}
          usedBy={(templates.data ?? []).filter((t) => String(t.segment_id) === String(segment.id))}
        />
      )}
    </MasterDetail>
  );
}
