import type { FieldRef } from '@mui/x-date-pickers/models';
import { useCallback, useRef, type KeyboardEvent, type RefObject } from 'react';

// How the console's date pickers take typing, shared by the generated forms' date inputs, the
// pickers outside them (DayPicker) and an area's own date fields.

// What people type between day, month, year, hours and minutes ("1/6/2027", "1.6.2027 9:05").
const SEPARATOR = /^[/.\-\s,:]$/;

/**
 * A separator typed after a section's digits moves on to the next section, so a one-digit day or
 * month ("1/6/2027") is not taken for the first digit of a longer one. The picker's own typing
 * moves on only once a section cannot take another digit.
 */
export function useSeparatorTyping(fieldRef: RefObject<FieldRef<Date | null> | null>) {
  // The section the last character went into: one the picker has already left needs no move.
  const typedIn = useRef<number | null>(null);
  return useCallback(
    (event: KeyboardEvent) => {
      const field = fieldRef.current;
      if (!field || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      const index = field.getActiveSectionIndex();
      if (!SEPARATOR.test(event.key)) {
        // With the whole field selected (Ctrl+A), typing starts in the first section.
        typedIn.current = index ?? 0;
        return;
      }
      if (index === null) return;
      event.preventDefault();
      if (typedIn.current === index && index < field.getSections().length - 1)
        field.setSelectedSections(index + 1);
      typedIn.current = null;
    },
    [fieldRef],
  );
}

/**
 * Whether the user has typed into any of a picker's sections. Sections typed into an empty field
 * make no date (and no change) until all are filled, so this is how an editor learns on leaving
 * the field that something unfinished is there: it must refuse the save rather than store nothing.
 */
export const typedIntoField = (field: FieldRef<Date | null> | null): boolean =>
  field?.getSections().some((section) => section.value !== '') ?? false;

// The month shows as its abbreviated name, so its empty placeholder reads MMM, not MMMM.
export const PICKER_LOCALE_TEXT = {
  fieldMonthPlaceholder: ({ contentType }: { contentType: string }) =>
    contentType === 'letter' ? 'MMM' : 'MM',
};
