import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { stateOf } from '@resources/studies/mocks/store';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const VERSION = '*/api/admin/studies/1/versions/3';

beforeEach(() => signInAs(ACCOUNTS.staff));

describe('a version page whose version cannot be shown', () => {
  it('says a version that is not there was not found, and leads back to the study', async () => {
    server.use(
      http.get(VERSION, () => HttpResponse.json({ message: 'Study version not found' }, { status: 404 })),
    );
    renderApp('/study/1/versions/3');
    expect(await screen.findByText('Version 3 was not found', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the study' })).toHaveAttribute('href', '/study/1');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the account may not see a refused version, without offering to ask again', async () => {
    server.use(http.get(VERSION, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    renderApp('/study/1/versions/3');
    expect(await screen.findByText('Your account may not see Version 3.', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the study' })).toHaveAttribute('href', '/study/1');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says a version that failed to load could not be loaded, and Retry shows it once the server answers', async () => {
    const last = String(stateOf('1')?.versions.at(-1)?.id);
    let failing = true;
    server.use(
      http.get(`*/api/admin/studies/1/versions/${last}`, () =>
        failing ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    renderApp(`/study/1/versions/${last}`);
    const text = `Version ${last} could not be loaded. The menu and other pages still work.`;
    expect(await screen.findByText(text, {}, WAIT)).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Details' }, WAIT)).toBeVisible();
    expect(screen.queryByText(text)).toBeNull();
  });
});
