import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { studyAdapter } from '@resources/studies/api';
import { clearUnavailableExtensions } from '@/http';
import { server } from '@/mocks/node';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const BASE = '*/api/admin/studies/1';
const missing = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });
const data = (body: JsonBodyType) => HttpResponse.json({ data: body });

/** A server written from the spec alone: a study with an id, a title and a field the console does not know. */
function specOnlyServer() {
  const asked: string[] = [];
  const patches: Record<string, unknown>[] = [];
  const record = { id: 1, title: 'Sleep and memory', sponsor_ref: { code: 'SM-7' } };
  server.use(
    http.get(BASE, () => data(record)),
    http.patch(BASE, async ({ request }) => {
      const body = (await request.json()) as { data: Record<string, unknown> };
      patches.push(body.data);
      return data({ ...record, title: body.data.title as string });
    }),
    http.get(`${BASE}/versions/latest`, () => {
      asked.push('latest');
      return data({ id: 12, version: 3, status: 'draft' });
    }),
    http.get(`${BASE}/locales`, () => {
      asked.push('locales');
      return data([{ id: 'en-gb', name: 'English (UK)' }, 'de-de']);
    }),
    http.get(`${BASE}/versions/12`, () => data({ id: 12, version: 3, status: 'draft' })),
    http.get(`${BASE}/versions`, missing),
    http.get(`${BASE}/content`, missing),
    http.get(`${BASE}/report`, missing),
    http.get(`${BASE}/genes`, () => data(null)),
    http.get(`${BASE}/flows`, () => data([])),
  );
  return { asked, patches };
}

beforeEach(() => signInAs(ACCOUNTS.staff));
afterEach(clearUnavailableExtensions);

describe('a study with only an id and a title', () => {
  it('has a home page: the spec calls give its version and locales, missing parts say so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { asked } = specOnlyServer();
    renderApp('/study/1');
    expect(await screen.findByRole('heading', { name: 'Sleep and memory' }, WAIT)).toBeVisible();
    expect(await mainMenu()).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
    expect(screen.getByText('Draft version 3')).toBeVisible();
    expect(asked).toEqual(expect.arrayContaining(['latest', 'locales']));

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('en-gb, de-de')).toBeVisible();
    expect(within(overview).getAllByText('—').length).toBeGreaterThanOrEqual(3);

    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(await within(versions).findByText(/only the latest is shown/, {}, WAIT)).toBeVisible();
    expect(await within(versions).findByRole('link', { name: 'Version 3' }, WAIT)).toHaveAttribute(
      'href',
      '/study/1/versions/12',
    );
    const content = screen.getByRole('region', { name: 'Content' });
    expect(
      await within(content).findByText('This server does not offer this part of the study.', {}, WAIT),
    ).toBeVisible();
  });

  it('has a version page whose details show "—" for what the version does not hold', async () => {
    specOnlyServer();
    const { router } = renderApp('/study/1/versions/12?tab=details');
    expect((await screen.findAllByText('—', {}, WAIT)).length).toBeGreaterThan(5);
    await act(() => router.navigate('/study/1/versions/12?tab=changelog'));
    expect(
      await screen.findByText('This server does not offer this part of the study.', {}, WAIT),
    ).toBeVisible();
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });

  it('has an editor page that draws every field empty', async () => {
    specOnlyServer();
    renderApp('/studies/1');
    expect(await screen.findByRole('textbox', { name: /^Title/ }, WAIT)).toHaveValue('Sleep and memory');
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });

  it('saves the edit with the fields the console does not know, and without inventing the missing ones', async () => {
    const { patches } = specOnlyServer();
    const loaded = await studyAdapter.load('1');
    expect(loaded.state).toBe('draft');
    await studyAdapter.save('1', { ...loaded.value, title: 'Sleep, memory and mood' }, loaded.version);
    expect(patches).toHaveLength(1);
    const sent = patches[0]!;
    expect(sent).toMatchObject({ title: 'Sleep, memory and mood', sponsor_ref: { code: 'SM-7' } });
    for (const field of ['tags', 'researcher', 'participant_target', 'descriptions', 'start', 'locales'])
      expect(sent).not.toHaveProperty(field);
  });
});
