import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, tokenFor } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

type ServerFlow = { title: string; blocks: { id: number; heading: string }[] };

async function serverFlow(): Promise<ServerFlow> {
  const res = await fetch('/api/admin/flows/1', {
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
  });
  return ((await res.json()) as { data: ServerFlow }).data;
}

const headingOf = async (id: number) => (await serverFlow()).blocks.find((b) => b.id === id)?.heading;

/** Every write from now on, as "METHOD /path". */
function writesFromNowOn(): string[] {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return writes;
}

afterEach(() => server.events.removeAllListeners());

describe('a flow save whose blocks call fails', { timeout: 60_000 }, () => {
  it('says the settings were saved and the blocks not, keeps the draft, and retries only the blocks', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/studies/flow/1/block/101');
    const heading = await screen.findByRole('textbox', { name: /Heading \(en-gb\)/ }, { timeout: 15000 });
    const before = await headingOf(101);
    fireEvent.change(heading, { target: { value: 'When were you born?' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Asthma screening, reworded' },
    });

    server.use(
      http.post(
        '/api/admin/flows/:id/blocks',
        () => HttpResponse.json({ message: 'The blocks store is unavailable.' }, { status: 503 }),
        { once: true },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const status = await screen.findByText(/^Not saved: the blocks/, {}, { timeout: 15000 });
    expect(status).toHaveTextContent("The flow's settings and sections were saved.");
    expect(status).toHaveTextContent('Your block changes are kept here, and Retry sends only the blocks.');
    expect((await serverFlow()).title).toBe('Asthma screening, reworded');
    expect(await headingOf(101)).toBe(before);

    // Nothing typed is lost: the title and the block heading are still the working copy's.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Asthma screening, reworded');
    fireEvent.click(screen.getByRole('tab', { name: 'Blocks' }));
    expect(await screen.findByRole('textbox', { name: /Heading \(en-gb\)/ })).toHaveValue(
      'When were you born?',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    const writes = writesFromNowOn();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('All changes saved', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(writes).toEqual(['POST /api/admin/flows/1/blocks']);
    expect(await headingOf(101)).toBe('When were you born?');
    expect((await serverFlow()).title).toBe('Asthma screening, reworded');
  });
});
