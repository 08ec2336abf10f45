import { fireEvent, screen, within } from '@testing-library/react';
import { entities } from '@/app/registry';
import { ACCOUNT_EMAILS, ACCOUNTS, mayRead } from '../../fixtures/access';
import { tokenFor } from '@/mocks/node';
import { api } from '../../unit/mocks/helpers';
import { mainMenu, renderApp, signInAs } from './render-app';

describe('the Data group shows only what the account may read (spec §6)', () => {
  it.each(ACCOUNTS)('as %s: exactly the readable data entities', async (account) => {
    // The licence page comes first for an account that has not accepted it; this is about the menu.
    await api('/admin/accept-terms', { method: 'POST', token: tokenFor(ACCOUNT_EMAILS[account]) });
    signInAs(ACCOUNT_EMAILS[account]);
    renderApp('/');
    const menu = await mainMenu();
    const expected = entities
      .filter((e) => e.menu === 'data' && mayRead(e.name, account))
      .map((e) => `/${e.name}`);
    const group = within(menu).queryByRole('button', { name: 'Data' });
    if (expected.length === 0) {
      expect(group).toBeNull();
      return;
    }
    fireEvent.click(group as HTMLElement);
    const list = await screen.findByRole('list', { name: 'Data' });
    await within(list).findAllByRole('link');
    const hrefs = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expected);
  });
});
