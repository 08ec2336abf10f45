import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { controls } from '@/mocks/node';
import { firstRecord, renderAdmin } from './render-admin';

describe('related lists on a show page', () => {
  it("lists a gene's variants from GET /admin/genes/variants?gene_name=, ten to a page", async () => {
    const { dataProvider } = renderAdmin('/genes');
    const gene = await firstRecord(dataProvider, 'genes');
    const all = await dataProvider.getManyReference('gene-variants', {
      target: 'gene_name',
      id: String(gene.name),
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'rsid', order: 'ASC' },
      filter: {},
    });
    expect(all.total).toBeGreaterThan(0);
    expect(all.data.every((v) => v.gene_name === gene.name)).toBe(true);

    const { location } = renderAdmin(`/genes/${String(gene.id)}/show`);
    const section = await screen.findByRole('region', { name: 'Gene variants' });
    const first = String(all.data[0]?.rsid);
    await within(section).findByText(first);
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(10, all.total ?? 0));
    // The gene's name column would repeat on every row, so it is left out.
    expect(within(section).queryByRole('columnheader', { name: /Gene name/ })).toBeNull();
    expect(within(section).getByText(`1-${Math.min(10, all.total ?? 0)} of ${all.total}`)).toBeVisible();
    // A variant opens from the keyboard as from a click.
    const row = rows[0] as HTMLElement;
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(location.pathname).toBe(`/gene-variants/${String(all.data[0]?.id)}/show`));
  });

  it('says so when the gene has no variants', async () => {
    const { dataProvider } = renderAdmin('/genes');
    const gene = await firstRecord(dataProvider, 'genes');
    controls.forceStatus({
      method: 'GET',
      path: '/api/admin/genes/variants',
      status: 200,
      times: 1,
      body: { data: [] },
    });
    renderAdmin(`/genes/${String(gene.id)}/show`);
    const section = await screen.findByRole('region', { name: 'Gene variants' });
    await waitFor(() => expect(within(section).getByText('No gene variants yet.')).toBeVisible());
  });
});

describe('a composite-key record (blocks: id + block_version_id) on its show page', () => {
  it("shows the server's own id under ID, not a blank", async () => {
    const { dataProvider } = renderAdmin('/blocks');
    const block = await firstRecord(dataProvider, 'blocks');
    const [ownId, versionId] = String(block.id).split(':');
    renderAdmin(`/blocks/${encodeURIComponent(String(block.id))}/show`);
    const label = await screen.findByText('ID', { selector: 'span' });
    const field = label.closest('.ra-field') as HTMLElement;
    await waitFor(() => expect(within(field).getByText(Number(ownId).toLocaleString('en-GB'))).toBeVisible());
    expect(versionId).toBeDefined();
  });
});

describe('numbers on a show page', () => {
  it('shows an identifier as it is, without a thousands separator', async () => {
    const { dataProvider } = renderAdmin('/flows');
    const { data } = await dataProvider.getList('flows', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const flow = data.find((f) => typeof f.flow_version_id === 'number' && f.flow_version_id >= 1000);
    if (!flow) throw new Error('no flow with a version id of four digits');
    renderAdmin(`/flows/${String(flow.id)}/show`);
    const id = String(flow.flow_version_id);
    expect(await screen.findByText(id)).toBeInTheDocument();
    expect(screen.queryByText(Number(id).toLocaleString('en-GB'))).toBeNull();
  });
});

describe('a record page whose record cannot be loaded', () => {
  for (const [kind, suffix] of [
    ['show', '/show'],
    ['edit', ''],
  ] as const) {
    it(`keeps its address and offers a retry when the read fails (${kind})`, async () => {
      const { dataProvider } = renderAdmin('/sites');
      const site = await firstRecord(dataProvider, 'sites');
      const path = `/sites/${String(site.id)}`;
      controls.forceStatus({ method: 'GET', path: `/api${path}`, status: 503, times: 1 });
      const { location } = renderAdmin(`${path}${suffix}`);
      expect(await screen.findByText('This record could not be loaded.')).toBeInTheDocument();
      expect(location.pathname).toBe(`${path}${suffix}`);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      if (kind === 'show') expect(await screen.findAllByText(String(site.name))).not.toHaveLength(0);
      else expect(await screen.findByDisplayValue(String(site.name))).toBeInTheDocument();
      expect(screen.queryByText('This record could not be loaded.')).toBeNull();
      expect(location.pathname).toBe(`${path}${suffix}`);
    });
  }

  it('goes back to the list when the record does not exist (404)', async () => {
    const { location } = renderAdmin('/sites/999999/show');
    await waitFor(() => expect(location.pathname).toBe('/sites'));
  });
});
