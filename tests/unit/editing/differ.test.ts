import { fieldChanges, listChanges, toDiffValue } from '@/editing';

interface Block {
  id: string;
  heading: string;
  required: boolean;
}

const block = (id: string, heading = id, required = false): Block => ({ id, heading, required });
const blocks = (before: Block[], after: Block[]) =>
  listChanges(before, after, {
    label: 'Block',
    key: (b) => b.id,
    name: (b) => b.heading,
    where: { key: 'section', args: { n: 2 } },
    inner: (a, b) => fieldChanges(a, b, [{ key: 'required', label: 'Required' }], `block "${b.heading}"`),
  });

describe('field changes of a flat record', () => {
  it('names each changed field with its before and after value, in field order', () => {
    const before: Record<string, unknown> = { title: 'A', description: null, open: true, tags: ['x'] };
    const after: Record<string, unknown> = { title: 'B', description: 'New', open: false, tags: ['x'] };
    expect(
      fieldChanges(before, after, [
        { key: 'title', label: 'resources.flows.fields.title' },
        { key: 'description', label: 'Description' },
        { key: 'open', label: 'Open' },
        { key: 'tags', label: 'Tags' },
      ]),
    ).toEqual([
      { kind: 'changed', label: 'resources.flows.fields.title', from: 'A', to: 'B' },
      { kind: 'changed', label: 'Description', from: null, to: 'New' },
      { kind: 'changed', label: 'Open', from: true, to: false },
    ]);
  });

  it('reads a value through the field format (a reference by its title)', () => {
    const names: Record<number, string> = { 1: 'Adults', 2: 'Children' };
    expect(
      fieldChanges({ cohort: 1 }, { cohort: 2 }, [
        { key: 'cohort', label: 'Cohort', format: (id) => names[id] ?? null },
      ]),
    ).toEqual([{ kind: 'changed', label: 'Cohort', from: 'Adults', to: 'Children' }]);
  });

  it('shows lists of scalars joined and anything else as JSON', () => {
    expect(toDiffValue(['a', 'b'])).toBe('a, b');
    expect(toDiffValue({ a: 1 })).toBe('{"a":1}');
    expect(toDiffValue(undefined)).toBeNull();
  });
});

describe('list items added, removed and moved by key', () => {
  it('reports an added and a removed item where the list is', () => {
    expect(blocks([block('a'), block('b')], [block('a'), block('c', 'Age')])).toEqual([
      { kind: 'removed', label: 'Block', item: 'b', where: { key: 'section', args: { n: 2 } } },
      { kind: 'added', label: 'Block', item: 'Age', where: { key: 'section', args: { n: 2 } } },
    ]);
  });

  it('reports one move when one item moved, not a shift of the others', () => {
    const entries = blocks(
      [block('a'), block('b'), block('c'), block('d')],
      [block('d'), block('a'), block('b'), block('c')],
    );
    expect(entries).toEqual([
      { kind: 'moved', label: 'Block', item: 'd', from: 4, to: 1, where: { key: 'section', args: { n: 2 } } },
    ]);
  });

  it('does not call a removal a move of the items after it', () => {
    expect(blocks([block('a'), block('b'), block('c')], [block('b'), block('c')]).map((e) => e.kind)).toEqual(
      ['removed'],
    );
  });

  it('reports changes inside an item present on both sides', () => {
    expect(blocks([block('a', 'Age')], [block('a', 'Age', true)])).toEqual([
      { kind: 'changed', label: 'Required', from: false, to: true, where: 'block "Age"' },
    ]);
  });

  it('says nothing for equal lists', () => {
    expect(blocks([block('a'), block('b')], [block('a'), block('b')])).toEqual([]);
  });
});
