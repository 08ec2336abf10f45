import '../texts';
import { Button, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/ui';
import { newBlock } from '../doc';
import {
  addBlock,
  addSection,
  blockIndex,
  duplicateBlock,
  duplicateSection,
  findBlock,
  moveBlock,
  moveSection,
  removeBlock,
  removeSection,
  setColumnCount,
  updateSection,
} from '../doc-ops';
import type { BlockType, EmailDoc } from '../types';
import type { LibraryEntry } from '../use-library';
import type { BlockAction } from './block-card';
import { blockSummary } from './block-summary';
import { ColumnBlocks } from './column-blocks';
import { SectionCard, type SectionAction } from './section-card';

interface Props {
  doc: EmailDoc;
  locale: string;
  entries: LibraryEntry[];
  selected: string | null;
  onSelect(id: string | null): void;
  onDoc(change: (doc: EmailDoc) => EmailDoc): void;
}

type Pending = { kind: 'block' | 'section'; id: string; name: string } | null;

/** The email's sections and columns with their blocks, and the edits made on them. */
export function BlockCanvas({ doc, locale, entries, selected, onSelect, onDoc }: Props) {
  const translate = useTranslate();
  const [pending, setPending] = useState<Pending>(null);
  const blockName = useCallback(
    (id: number) => entries.find((e) => e.id === id)?.name ?? translate('emails.editor.no_template_block'),
    [entries, translate],
  );
  const summaryOf = (id: string) => {
    const b = findBlock(doc, id);
    return b ? blockSummary(doc, b, locale, blockName) : '';
  };
  const onBlockAction = useCallback(
    (id: string, action: BlockAction) => {
      if (action === 'remove') {
        const b = findBlock(doc, id);
        if (b) setPending({ kind: 'block', id, name: translate(`emails.block_type.${b.type}`) });
        return;
      }
      if (action === 'duplicate') {
        const { doc: next, copyId } = duplicateBlock(doc, id);
        onDoc(() => next);
        onSelect(copyId);
        return;
      }
      const at = blockIndex(doc, id);
      if (at) onDoc((d) => moveBlock(d, id, at.index + (action === 'up' ? -1 : 1)));
    },
    [doc, onDoc, onSelect, translate],
  );
  const onSectionAction = (id: string, action: SectionAction) => {
    const index = doc.sections.findIndex((s) => s.id === id);
    if (action === 'remove')
      setPending({ kind: 'section', id, name: translate('emails.editor.section', { n: index + 1 }) });
    else if (action === 'duplicate') onDoc((d) => duplicateSection(d, id));
    else onDoc((d) => moveSection(d, id, index + (action === 'up' ? -1 : 1)));
  };
  const onAdd = (columnId: string, type: BlockType) => {
    const block = newBlock(type, locale);
    onDoc((d) => addBlock(d, columnId, block));
    onSelect(block.id);
  };
  const confirm = () => {
    if (!pending) return;
    onDoc((d) => (pending.kind === 'block' ? removeBlock(d, pending.id) : removeSection(d, pending.id)));
    if (pending.kind === 'block' && selected === pending.id) onSelect(null);
    setPending(null);
  };
  return (
    <Stack spacing={1.5}>
      {doc.sections.map((s, i) => (
        <SectionCard
          key={s.id}
          section={s}
          index={i}
          count={doc.sections.length}
          onColumns={(id, n) => onDoc((d) => setColumnCount(d, id, n))}
          onBackground={(id, background) => onDoc((d) => updateSection(d, id, { background }))}
          onAction={onSectionAction}
        >
          {s.columns.map((c, ci) => (
            <ColumnBlocks
              key={c.id}
              column={c}
              label={translate('emails.editor.column', { n: ci + 1, section: i + 1 })}
              selected={selected}
              summaryOf={summaryOf}
              onSelect={onSelect}
              onAction={onBlockAction}
              onMove={(id, to) => onDoc((d) => moveBlock(d, id, to))}
              onAdd={onAdd}
            />
          ))}
        </SectionCard>
      ))}
      <Stack direction="row" spacing={1}>
        {[1, 2, 3].map((n) => (
          <Button key={n} variant="outlined" size="small" onClick={() => onDoc((d) => addSection(d, n))}>
            {translate('emails.editor.add_section', { smart_count: n })}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={translate('emails.editor.remove_title', { name: pending?.name ?? '' })}
        message={translate(
          pending?.kind === 'section'
            ? 'emails.editor.remove_section_message'
            : 'emails.editor.remove_block_message',
          {
            name: pending?.name ?? '',
          },
        )}
        confirmLabel={translate('emails.editor.remove')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
