import { fireEvent, screen, waitFor, within } from '@testing-library/react';

// Driving the users filter builder's MUI controls as a person would: open a list, pick an option.

/** The builder's condition rows, in order. */
export const conditionRows = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('.rule'));

/** The builder's groups, outermost first. */
export const groups = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('.ruleGroup'));

/** Picks `option` (or several, for a multiple choice) in the list named `name` within `scope`. */
export async function choose(scope: HTMLElement, name: string, ...options: string[]): Promise<void> {
  const box = within(scope).getAllByRole('combobox', { name }).at(-1)!;
  fireEvent.mouseDown(box);
  const list = await screen.findByRole('listbox');
  for (const option of options)
    fireEvent.click(await within(list).findByRole('option', { name: option }, { timeout: 10_000 }));
  if (list.getAttribute('aria-multiselectable') === 'true') fireEvent.keyDown(list, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** What the list named `name` within `scope` shows. */
export const shown = (scope: HTMLElement, name: string): string =>
  within(scope).getAllByRole('combobox', { name }).at(-1)!.textContent ?? '';

/** Types `text` as the row's value. */
export function typeValue(row: HTMLElement, text: string): void {
  fireEvent.change(within(row).getByRole('textbox', { name: 'Value' }), { target: { value: text } });
}

/** Adds a row to `group` (the outer one unless given) and returns it once it shows. */
export async function addRow(group: HTMLElement = groups()[0]!): Promise<HTMLElement> {
  const header = group.querySelector<HTMLElement>(':scope > .ruleGroup-header')!;
  const before = conditionRows().length;
  fireEvent.click(within(header).getByRole('button', { name: 'Add condition' }));
  await waitFor(() => expect(conditionRows()).toHaveLength(before + 1));
  const inGroup = group.querySelectorAll<HTMLElement>(':scope > .ruleGroup-body > .rule');
  return inGroup[inGroup.length - 1]!;
}

/** A row for `field` with the text `value` (its first comparison, "contains" for text). */
export async function addTextRow(field: string, value: string, group?: HTMLElement): Promise<HTMLElement> {
  const row = await addRow(group);
  await choose(row, 'Field', field);
  typeValue(row, value);
  return row;
}
