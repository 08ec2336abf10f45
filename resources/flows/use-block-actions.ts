import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Editing } from '@/editing';
import { HttpError } from '@/http';
import { toast } from '@/ui';
import { deleteBlockVersion } from './api';
import { starterData } from './block-data';
import type { DeleteRefusal } from './delete-block-dialog';
import { addBlock, duplicateBlock, moveBlock, moveToSection, removeBlock } from './draft-ops';
import type { Block, FlowDraft } from './types';

export interface DeleteState {
  block: Block;
  refusal: DeleteRefusal | null;
  busy: boolean;
}

/** Adding, duplicating, moving and deleting blocks of the working copy; deletes go to the server at once. */
export function useBlockActions(editing: Editing<FlowDraft>, blockPath: (id: number) => string) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<DeleteState | null>(null);
  const { edit, model } = editing;
  const value = model.value;

  const add = useCallback(
    (typeId: string, sectionId: string, afterId: number | null) => {
      if (value === null) return;
      const block: Block = {
        id: 0,
        block_version_id: null,
        flow_id: 0,
        flow_version_id: null,
        type_id: typeId,
        component_version: null,
        heading: '',
        subheading: '',
        data: starterData(typeId),
        jump_to: null,
        screenout_immediately: false,
        is_required: true,
        version_diff: null,
        updated_at: null,
      };
      const made = addBlock(value, block, sectionId, afterId);
      edit(() => made.draft);
      navigate(blockPath(made.id));
    },
    [value, edit, navigate, blockPath],
  );

  const duplicate = useCallback(
    (id: number) => {
      if (value === null) return;
      const made = duplicateBlock(value, id);
      if (!made) return;
      edit(() => made.draft);
      navigate(blockPath(made.id));
    },
    [value, edit, navigate, blockPath],
  );

  const move = useCallback((id: number, step: -1 | 1) => edit((d) => moveBlock(d, id, step)), [edit]);
  const drop = useCallback(
    (id: number, sectionId: string, index: number) => edit((d) => moveToSection(d, id, sectionId, index)),
    [edit],
  );

  const confirmDelete = useCallback(
    async (force: boolean) => {
      if (deleting === null) return;
      const { block } = deleting;
      const done = () => {
        edit((d) => removeBlock(d, block.id));
        setDeleting(null);
      };
      if (block.block_version_id === null || block.id < 0) return done();
      setDeleting({ ...deleting, busy: true });
      try {
        await deleteBlockVersion(block.block_version_id, force);
        done();
      } catch (error) {
        if (error instanceof HttpError && error.status === 409 && !('locked_by_id' in error.fieldErrors)) {
          setDeleting({
            block,
            busy: false,
            refusal: { message: error.message, reasons: Object.values(error.fieldErrors) },
          });
          return;
        }
        toast.show(error instanceof Error ? error.message : String(error), 'danger');
        setDeleting(null);
      }
    },
    [deleting, edit],
  );

  return {
    add,
    duplicate,
    move,
    drop,
    deleting,
    askDelete: (block: Block) => setDeleting({ block, refusal: null, busy: false }),
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}
