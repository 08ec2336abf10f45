import { screen, waitFor } from '@testing-library/react';
import { controls } from '@/mocks/node';
import { firstRecord, renderAdmin } from './render-admin';

const APP = 'Research Console';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the browser tab and the level-1 heading name the generated screen, as its app bar does', () => {
  beforeEach(() => {
    document.title = 'Earlier screen';
  });

  it('names a list after its entity', async () => {
    renderAdmin('/sites');
    await waitFor(() => expect(document.title).toBe(`Sites · ${APP}`));
    expect(await heading('Sites')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('keeps the name of a list whose load failed', async () => {
    controls.forceStatus({ method: 'GET', path: '/api/sites', status: 500, times: 1 });
    renderAdmin('/sites');
    await waitFor(() => expect(document.title).toBe(`Sites · ${APP}`));
  });

  it('names a show and an edit page after the record, and a create page after the entity', async () => {
    const { dataProvider, unmount } = renderAdmin('/sites/create');
    await waitFor(() => expect(document.title).toBe(`Create Site · ${APP}`));
    expect(await heading('Create Site')).toBeInTheDocument();
    unmount();
    const site = await firstRecord(dataProvider, 'sites');
    const shown = renderAdmin(`/sites/${String(site.id)}/show`);
    await waitFor(() => expect(document.title).toBe(`Site ${String(site.name)} · ${APP}`));
    expect(await heading(`Site ${String(site.name)}`)).toBeInTheDocument();
    shown.unmount();
    renderAdmin(`/sites/${String(site.id)}`);
    await waitFor(() => expect(document.title).toBe(`Site ${String(site.name)} · ${APP}`));
    expect(await heading(`Site ${String(site.name)}`)).toBeInTheDocument();
  });
});
