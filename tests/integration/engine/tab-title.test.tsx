import { waitFor } from '@testing-library/react';
import { controls } from '@/mocks/node';
import { firstRecord, renderAdmin } from './render-admin';

const APP = 'Research Console';

describe('the browser tab names the generated screen, as its app bar does', () => {
  beforeEach(() => {
    document.title = 'Earlier screen';
  });

  it('names a list after its entity', async () => {
    renderAdmin('/sites');
    await waitFor(() => expect(document.title).toBe(`Sites · ${APP}`));
  });

  it('keeps the name of a list whose load failed', async () => {
    controls.forceStatus({ method: 'GET', path: '/api/sites', status: 500, times: 1 });
    renderAdmin('/sites');
    await waitFor(() => expect(document.title).toBe(`Sites · ${APP}`));
  });

  it('names a show and an edit page after the record, and a create page after the entity', async () => {
    const { dataProvider, unmount } = renderAdmin('/sites/create');
    await waitFor(() => expect(document.title).toBe(`Create Site · ${APP}`));
    unmount();
    const site = await firstRecord(dataProvider, 'sites');
    const shown = renderAdmin(`/sites/${String(site.id)}/show`);
    await waitFor(() => expect(document.title).toBe(`Site ${String(site.name)} · ${APP}`));
    shown.unmount();
    renderAdmin(`/sites/${String(site.id)}`);
    await waitFor(() => expect(document.title).toBe(`Site ${String(site.name)} · ${APP}`));
  });
});
