import { http, HttpResponse } from 'msw';
import {
  CLIENT_SETTINGS_ERROR,
  clientSettings,
  fetchClientSettings,
  resetClientSettings,
} from '@/app/client-settings';
import type * as Integrations from '@/integrations';
import { server } from '@/mocks/node';

afterEach(() => {
  resetClientSettings();
  vi.restoreAllMocks();
  vi.doUnmock('@/integrations');
  vi.resetModules();
});

describe('spec §4 client settings: unset until fetched; data on success; the error text on failure', () => {
  it('starts unset and stores the data of GET /admin/client-settings', async () => {
    server.use(
      http.get('*/api/admin/client-settings', () =>
        HttpResponse.json({ data: { support_email: 'help@x.test' } }),
      ),
    );
    expect(clientSettings()).toEqual({ status: 'unset' });
    await fetchClientSettings();
    expect(clientSettings()).toEqual({ status: 'ready', data: { support_email: 'help@x.test' } });
  });

  it('stores and logs "Error fetching client settings" on failure, without the global error handling', async () => {
    const { setHttpErrorHandlers } = await import('@/http');
    const notify = vi.fn();
    const navigate = vi.fn();
    setHttpErrorHandlers({ navigate, notify, currentPath: () => '/', isAuthLayoutPath: () => false });
    server.use(
      http.get('*/api/admin/client-settings', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fetchClientSettings();
    expect(clientSettings()).toEqual({ status: 'error', error: CLIENT_SETTINGS_ERROR });
    expect(log).toHaveBeenCalledWith('Error fetching client settings', expect.anything());
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('spec §4 start-up: if start-up throws, the error is logged and nothing else happens', () => {
  it('logs "Error initializing the app" and renders nothing', async () => {
    vi.doMock('@/integrations', async (importOriginal) => ({
      ...(await importOriginal<typeof Integrations>()),
      initSentry: () => {
        throw new Error('shim broke');
      },
    }));
    const { bootstrap } = await import('@/app/bootstrap');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const container = document.createElement('div');
    await bootstrap(container);
    server.events.removeAllListeners();
    expect(log).toHaveBeenCalledWith(
      'Error initializing the app',
      expect.objectContaining({ message: 'shim broke' }),
    );
    expect(container.childElementCount).toBe(0);
    expect(requests).toEqual([]);
  });
});
