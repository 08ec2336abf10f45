import { screen, waitFor } from '@testing-library/react';
import { rows } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from './render-app';

const WAIT = { timeout: 20_000 };

// A record whose life cycle an area drives opens in that area's page from its generic address
// (the palette, a reference, a list row, a typed URL), never in a generated form that would skip
// the area's check-out, checks and state table.

describe('records open where their life cycle is driven', () => {
  beforeEach(() => signInAs(ACCOUNTS.super));

  it('sends /kits/{id} to the KitLink kit page', async () => {
    const kit = rows('kits')[4]!;
    const { location } = renderApp(`/kits/${String(kit.id)}`);
    await waitFor(() => expect(location()).toBe(`/kitlink/kit/${String(kit.id)}`), WAIT);
    expect(await screen.findByRole('heading', { level: 1, name: /^Kit / }, WAIT)).toBeVisible();
  }, 60_000);

  it('sends /flows/{id} and its show page to the flow editor', async () => {
    const flow = rows('flows')[0]!;
    const first = renderApp(`/flows/${String(flow.id)}`);
    await waitFor(() => expect(first.location()).toBe(`/studies/flow/${String(flow.id)}`), WAIT);
    first.unmount();
    const second = renderApp(`/flows/${String(flow.id)}/show`);
    await waitFor(() => expect(second.location()).toBe(`/studies/flow/${String(flow.id)}`), WAIT);
  }, 60_000);

  it('keeps the generic create form of kits, without the status the life cycle sets', async () => {
    renderApp('/kits/create');
    expect(await screen.findByRole('textbox', { name: /Barcode/ }, WAIT)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
  }, 60_000);
});
