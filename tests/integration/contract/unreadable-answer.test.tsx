import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

vi.setConfig({ testTimeout: 60_000 });
const WAIT = { timeout: 20_000 };

describe('an answer that breaks the contract where a screen needs it', () => {
  it('fails in its panel, naming the call and the field, never a value; the menu stays and Retry reads again', async () => {
    signInAs(ACCOUNTS.super);
    let asked = 0;
    // An order without the status every KitLink screen reads it by, and a name that must not show.
    server.use(
      http.get('*/api/admin/kitlink/orders/:id', () => {
        asked += 1;
        return HttpResponse.json({ data: { id: 1, status: 42, participant_name: 'Secret Person' } });
      }),
    );
    renderApp('/kitlink/order/1');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(/could not be loaded/);
    expect(alert).toHaveTextContent('GET /admin/kitlink/orders/{id}');
    expect(alert).toHaveTextContent('status');
    expect(alert).not.toHaveTextContent('Secret Person');
    expect(alert).not.toHaveTextContent('42');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const before = asked;
    await userEvent.click(within(alert).getByRole('button', { name: /Retry|Try again/ }));
    await vi.waitFor(() => expect(asked).toBeGreaterThan(before));
  });
});
