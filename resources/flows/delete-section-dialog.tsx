import { stillWhileClosed } from '@/ui';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/ui';
import type { BlockSection } from './types';
import { useHeld } from './use-held';
import './texts';

export interface DeleteSectionDialogProps {
  /** The section to delete, with its name as the outline shows it; null: closed. */
  deleting: { section: BlockSection; name: string } | null;
  /** Every section with its name, in order: the other ones are where its blocks can go. */
  sections: readonly { section: BlockSection; name: string }[];
  onDelete(moveTo: string | null): void;
  onClose(): void;
  onExited?(): void;
}

/** Asks before deleting a section; one that holds blocks also asks which section they move to. */
function DeleteSectionDialogView({
  deleting: asked,
  sections,
  onDelete,
  onClose,
  onExited,
}: DeleteSectionDialogProps) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<string | null>(null);
  const deleting = useHeld(asked);
  const count = deleting?.section.block_ids.length ?? 0;
  const others = sections.filter((s) => s.section.id !== deleting?.section.id);
  // The neighbour above takes the blocks unless another is chosen: they stay near where they were.
  const at = sections.findIndex((s) => s.section.id === deleting?.section.id);
  const fallback = (sections[at - 1] ?? sections[at + 1])?.section.id ?? '';
  const target = chosen ?? fallback;
  return (
    <ConfirmDialog
      open={asked !== null}
      title={translate('flows.sections.delete_title', { name: deleting?.name ?? '' })}
      message={
        count === 0
          ? translate('flows.sections.delete_empty')
          : translate('flows.sections.delete_lead', { smart_count: count })
      }
      confirmLabel={translate('flows.sections.delete_confirm')}
      confirmDisabled={count > 0 && target === ''}
      onConfirm={() => onDelete(count > 0 ? target : null)}
      onCancel={onClose}
      onExited={() => {
        setChosen(null);
        onExited?.();
      }}
    >
      {count > 0 && (
        <TextField
          select
          fullWidth
          size="small"
          margin="normal"
          label={translate('flows.sections.move_blocks_to')}
          value={target}
          onChange={(e) => setChosen(e.target.value)}
        >
          {others.map(({ section, name }) => (
            <MenuItem key={section.id} value={section.id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ConfirmDialog>
  );
}

/** Closed, it does not redraw on each key of the editor that holds it. */
export const DeleteSectionDialog = stillWhileClosed(DeleteSectionDialogView, (p) => p.deleting !== null);
