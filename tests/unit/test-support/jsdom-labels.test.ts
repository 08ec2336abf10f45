import { render, screen } from '@testing-library/react';
import { createElement as h, Fragment } from 'react';

// tests/setup.ts speeds up jsdom's label lookups (tests/support/jsdom-labels.ts); the answers
// must stay the standard's.

afterEach(() => document.body.replaceChildren());

const html = (markup: string) => {
  document.body.innerHTML = markup;
};
const byId = (id: string) => document.getElementById(id);

describe('a label finds its control as the standard says', () => {
  test('by its for attribute, and the control lists it among its labels', () => {
    html('<label id="l" for="a">Name</label><input id="a">');
    expect((byId('l') as HTMLLabelElement).control).toBe(byId('a'));
    expect([...((byId('a') as HTMLInputElement).labels ?? [])]).toEqual([byId('l')]);
  });

  test('the first element in tree order when several share the id', () => {
    html(
      '<label id="l" for="a">Name</label><div><input id="a" name="first"></div><input id="a" name="second">',
    );
    expect((byId('l') as HTMLLabelElement).control).toHaveAttribute('name', 'first');
    byId('l')?.nextElementSibling?.remove();
    expect((byId('l') as HTMLLabelElement).control).toHaveAttribute('name', 'second');
  });

  test('none when the id names no element, an element that takes no label, or is empty', () => {
    html(
      '<label id="l1" for="nothing">A</label><label id="l2" for="d">B</label><div id="d"></div><label id="l3" for="">C</label>',
    );
    for (const id of ['l1', 'l2', 'l3']) expect((byId(id) as HTMLLabelElement).control).toBeNull();
  });

  test('follows an id that changes, and a control that leaves the document', () => {
    html('<label id="l" for="a">Name</label><input id="b">');
    expect((byId('l') as HTMLLabelElement).control).toBeNull();
    byId('b')?.setAttribute('id', 'a');
    expect((byId('l') as HTMLLabelElement).control).toBe(byId('a'));
    const input = byId('a');
    input?.remove();
    expect((byId('l') as HTMLLabelElement).control).toBeNull();
  });

  test('without for, the first labelable element inside it', () => {
    html('<label id="l">Name <span><input id="a"></span><input id="b"></label>');
    expect((byId('l') as HTMLLabelElement).control).toBe(byId('a'));
  });

  test('outside a document, within its own tree', () => {
    const fragment = document.createDocumentFragment();
    const label = document.createElement('label');
    label.htmlFor = 'x';
    const input = document.createElement('input');
    input.id = 'x';
    fragment.append(label, input);
    expect(label.control).toBe(input);
  });

  test('Testing Library still finds a field by its label', () => {
    render(
      h(
        Fragment,
        null,
        h('label', { htmlFor: 'email' }, 'Email'),
        h('input', { id: 'email', type: 'email' }),
        h('label', { htmlFor: 'role' }, 'Role'),
        h('select', { id: 'role' }, h('option', null, 'Staff')),
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAttribute('id', 'role');
  });
});
