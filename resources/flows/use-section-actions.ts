import './texts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Editing } from '@/editing';
import type { SectionCommands } from './section-header';
import { addSection, moveSection, moveSectionTo, removeSection, renameSection } from './section-ops';
import type { BlockSection, FlowDraft } from './types';

type Naming = { mode: 'add' } | { mode: 'rename'; sectionId: string };

/** Adding, renaming, moving and deleting sections of the working copy, with the dialogs' state. */
export function useSectionActions(editing: Editing<FlowDraft>, sections: readonly BlockSection[]) {
  const translate = useTranslate();
  const { edit } = editing;
  const [naming, setNaming] = useState<Naming | null>(null);
  // Ids, not copies: the dialogs show the sections as they are now.
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Where focus goes once the delete dialog has closed: the control that opened it is gone.
  const landing = useRef<string | null>(null);

  const named = useMemo(
    () =>
      sections.map((section, i) => ({
        section,
        name: section.title || translate('flows.outline.section', { n: i + 1 }),
      })),
    [sections, translate],
  );
  const renaming =
    naming?.mode === 'rename' ? named.find((n) => n.section.id === naming.sectionId) : undefined;
  const deleting = named.find((n) => n.section.id === deletingId) ?? null;

  const commands = useCallback(
    (section: BlockSection): SectionCommands => ({
      onRename: () => setNaming({ mode: 'rename', sectionId: section.id }),
      onMove: (step) => edit((d) => moveSection(d, section.id, step)),
      onDelete: () => setDeletingId(section.id),
    }),
    [edit],
  );
  const moveTo = useCallback(
    (sectionId: string, index: number) => edit((d) => moveSectionTo(d, sectionId, index)),
    [edit],
  );

  const save = (title: string) => {
    const current = naming;
    setNaming(null);
    if (current?.mode === 'add') edit((d) => addSection(d, title));
    if (current?.mode === 'rename') edit((d) => renameSection(d, current.sectionId, title));
  };
  const remove = (moveTo: string | null) => {
    if (deletingId === null) return;
    const at = sections.findIndex((s) => s.id === deletingId);
    landing.current = moveTo ?? (sections[at - 1] ?? sections[at + 1])?.id ?? null;
    edit((d) => removeSection(d, deletingId, moveTo));
    setDeletingId(null);
  };
  const afterDelete = () => {
    if (landing.current !== null) document.getElementById(`section-${landing.current}`)?.focus();
    landing.current = null;
  };

  return {
    commands,
    moveTo,
    startAdd: () => setNaming({ mode: 'add' }),
    naming:
      naming?.mode === 'add'
        ? {
            title: translate('flows.outline.section', { n: sections.length + 1 }),
            heading: translate('flows.sections.add_title'),
            confirm: translate('flows.sections.add_confirm'),
          }
        : renaming
          ? {
              title: renaming.section.title,
              heading: translate('flows.sections.rename_title', { name: renaming.name }),
              confirm: translate('flows.sections.rename_confirm'),
            }
          : null,
    save,
    cancelNaming: () => setNaming(null),
    named,
    deleting,
    remove,
    cancelDelete: () => setDeletingId(null),
    afterDelete,
  };
}
