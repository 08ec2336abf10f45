import { screen, waitFor } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { HOLD_FOR_REFERENCES_MS } from '@/engine/screens/held-rows';
import { renderAdmin } from './render-admin';

// A page of rows waits for the names its reference columns show, so the columns are laid out
// once (no shift from ids to names); a reference that does not come does not hide the rows.

const firstUser = async () => {
  const { data } = await createDataProvider(entities).getList('users', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: {},
  });
  const user = data.find((u) => typeof u.cohort === 'number' && typeof u.email === 'string');
  if (!user) throw new Error('the seed has a user in a cohort on the first page');
  return user as RaRecord & { email: string };
};

/** A data provider whose cohort names arrive only when `release` is called (or never). */
function cohortsHeld() {
  const dataProvider = createDataProvider(entities);
  const real = dataProvider.getMany.bind(dataProvider);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  dataProvider.getMany = (async (resource: string, params: { ids: unknown[] }) => {
    if (resource === 'cohorts') await gate;
    return real(resource, params as never);
  }) as unknown as typeof dataProvider.getMany;
  return { dataProvider, release };
}

describe('a list page waits for its references’ names', { timeout: 30_000 }, () => {
  it('shows the rows together with the cohort names, not before them', async () => {
    const { dataProvider, release } = cohortsHeld();
    const { container } = renderAdmin('/users', { dataProvider });
    const user = await firstUser();
    const asked = vi.spyOn(dataProvider, 'getMany');
    await waitFor(() => expect(asked).toHaveBeenCalledWith('cohorts', expect.anything()));
    // Laid out (nothing below moves when it shows) but not drawn until the names are there.
    expect(await screen.findByText(user.email)).not.toBeVisible();
    release();
    await waitFor(() => expect(screen.getByText(user.email)).toBeVisible());
    expect(container.querySelector('tbody a[href^="/cohorts/"]')).not.toBeNull();
  });

  it('shows the rows without the names when they take longer than the hold', async () => {
    const { dataProvider } = cohortsHeld();
    const started = Date.now();
    const { container } = renderAdmin('/users', { dataProvider });
    const user = await firstUser();
    await waitFor(() => expect(screen.getByText(user.email)).toBeVisible(), { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_FOR_REFERENCES_MS);
    expect(container.querySelector('tbody a[href^="/cohorts/"]')).toBeNull();
  });
});
