import { FLOW_FIELDS } from '@/domain/flow-fields';
import { fieldChanges, listChanges, toDiffValue, type DiffEntry, type FieldSpec } from '@/editing';
import { optionsOf } from './graph';
import type { Block, BlockSection, ChoiceOption, FlowDraft, FlowFields, JumpTarget } from './types';
import './texts';

// The end section is told by its text, below, not as a whole value.
const FIELD_SPECS: readonly FieldSpec<FlowFields>[] = FLOW_FIELDS.filter((key) => key !== 'end_section').map(
  (key) => ({ key, label: `flows.fields.${key}` }),
);

const BLOCK_FIELDS = ['heading', 'subheading', 'is_required', 'screenout_immediately'] as const;
const KNOWN_DATA = new Set(['options']);

type Names = (id: number) => string;

function jumpName(jump: JumpTarget | null | undefined, names: Names): string {
  if (!jump) return '';
  return 'end' in jump ? 'end' : names(jump.block_id);
}

function optionChanges(block: string, before: Block, after: Block, names: Names): DiffEntry[] {
  const label = (key: string, option: string) => ({ key: `flows.diff.${key}`, args: { block, option } });
  return listChanges(optionsOf(before), optionsOf(after), {
    label: { key: 'flows.diff.option_of', args: { block } },
    key: (o) => o.value,
    name: (o) => o.label,
    inner: (a: ChoiceOption, b: ChoiceOption) => {
      const out: DiffEntry[] = [];
      if (a.label !== b.label)
        out.push({ kind: 'changed', label: label('option_label', a.label), from: a.label, to: b.label });
      const from = jumpName(a.jump_to, names);
      const to = jumpName(b.jump_to, names);
      if (from !== to) out.push({ kind: 'changed', label: label('option_jump', b.label), from, to });
      if (Boolean(a.screenout) !== Boolean(b.screenout))
        out.push({
          kind: 'changed',
          label: label('option_screenout', b.label),
          from: Boolean(a.screenout),
          to: Boolean(b.screenout),
        });
      return out;
    },
  });
}

/** Changes inside one block: the server's own notes where it wrote them, else field by field. */
function blockChanges(before: Block, after: Block, names: Names): DiffEntry[] {
  const block = before.heading || after.heading;
  const fields = fieldChanges(
    before,
    after,
    BLOCK_FIELDS.map((key) => ({ key, label: { key: `flows.diff.block_${key}`, args: { block } } })),
  );
  const jumpFrom = jumpName(before.jump_to, names);
  const jumpTo = jumpName(after.jump_to, names);
  const jump: DiffEntry[] =
    jumpFrom === jumpTo
      ? []
      : [
          {
            kind: 'changed',
            label: { key: 'flows.diff.block_jump', args: { block } },
            from: jumpFrom,
            to: jumpTo,
          },
        ];
  const keys = new Set([...Object.keys(before.data), ...Object.keys(after.data)]);
  const data: DiffEntry[] = [...keys]
    .filter((k) => !KNOWN_DATA.has(k) && JSON.stringify(before.data[k]) !== JSON.stringify(after.data[k]))
    .map((k) => ({
      kind: 'changed',
      label: { key: 'flows.diff.block_data', args: { block, field: k } },
      from: toDiffValue(before.data[k]),
      to: toDiffValue(after.data[k]),
    }));
  const changes = [...fields, ...jump, ...optionChanges(block, before, after, names), ...data];
  const notes = after.version_diff;
  if (
    changes.length > 0 &&
    Array.isArray(notes) &&
    notes.length > 0 &&
    after.version_diff !== before.version_diff
  )
    return notes.map((text) => ({
      kind: 'note',
      text: { key: 'flows.diff.block_note', args: { block, text } },
    }));
  return changes;
}

function sectionOf(sections: readonly BlockSection[]): Map<number, BlockSection> {
  return new Map(sections.flatMap((s) => s.block_ids.map((id) => [id, s] as const)));
}

const sectionName = (s: BlockSection | undefined, sections: readonly BlockSection[]) =>
  s ? s.title || String(sections.indexOf(s) + 1) : '';

/**
 * The flow's changes in words: its fields, its sections, each block added, removed, moved or
 * changed (heading, jumps, options, screen-outs), against `before` (null: nothing published yet).
 */
export function flowDiff(before: FlowDraft | null, after: FlowDraft): DiffEntry[] {
  const base: FlowDraft = before ?? { fields: after.fields, sections: [], blocks: [] };
  const beforeBlocks = new Map(base.blocks.map((b) => [b.id, b]));
  const afterBlocks = new Map(after.blocks.map((b) => [b.id, b]));
  const names: Names = (id) => afterBlocks.get(id)?.heading ?? beforeBlocks.get(id)?.heading ?? `#${id}`;
  const out: DiffEntry[] = before === null ? [] : fieldChanges(base.fields, after.fields, FIELD_SPECS);
  const endFrom = base.fields.end_section;
  const endTo = after.fields.end_section;
  if (before !== null && JSON.stringify(endFrom) !== JSON.stringify(endTo))
    out.push({
      kind: 'changed',
      label: 'flows.fields.end_section',
      from: toDiffValue(endFrom?.text),
      to: toDiffValue(endTo?.text),
    });
  out.push(
    ...listChanges(base.sections, after.sections, {
      label: 'flows.diff.section',
      key: (s) => s.id,
      name: (s) => s.title,
      inner: (a, b) =>
        a.title === b.title
          ? []
          : [{ kind: 'changed', label: 'flows.diff.section_title', from: a.title, to: b.title }],
    }),
  );
  const wasIn = sectionOf(base.sections);
  const isIn = sectionOf(after.sections);
  for (const section of after.sections) {
    const was = base.sections.find((s) => s.id === section.id);
    const stayed = (id: number) => wasIn.get(id)?.id === section.id;
    const beforeIds = (was?.block_ids ?? []).filter((id) => isIn.get(id)?.id === section.id);
    const afterIds = section.block_ids.filter((id) => !beforeBlocks.has(id) || stayed(id));
    const where = { key: 'flows.diff.in_section', args: { section: sectionName(section, after.sections) } };
    out.push(
      ...listChanges(beforeIds, afterIds, {
        label: 'flows.diff.block',
        key: String,
        name: names,
        where,
      }).filter((e) => e.kind === 'moved' || e.kind === 'added'),
    );
    for (const id of section.block_ids) {
      const from = wasIn.get(id);
      if (beforeBlocks.has(id) && from && from.id !== section.id)
        out.push({
          kind: 'changed',
          label: { key: 'flows.diff.block_section', args: { block: names(id) } },
          from: sectionName(from, base.sections),
          to: sectionName(section, after.sections),
        });
    }
  }
  for (const block of base.blocks)
    if (!afterBlocks.has(block.id))
      out.push({ kind: 'removed', label: 'flows.diff.block', item: block.heading });
  for (const block of after.blocks) {
    const old = beforeBlocks.get(block.id);
    if (old) out.push(...blockChanges(old, block, names));
  }
  return out;
}
