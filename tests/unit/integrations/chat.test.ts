import { http, HttpResponse } from 'msw';
import { authProvider, setToken } from '@/auth';
import { env } from '@/config/env';
import { CHAT_SETTINGS, chatBootSettings, shutdownChat, startChat } from '@/integrations';
import { makeToken, server } from '../http/support';

const user = {
  id: 5,
  email: 'staff@research.test',
  chat_hash: 'hash-5',
  accepted_admin_terms_at: '2026-01-01',
};

function answerUser() {
  server.use(http.get('*/api/user', () => HttpResponse.json({ data: user })));
}

afterEach(() => {
  shutdownChat();
  env.chatAppId = undefined;
  delete window.Intercom;
  document.querySelectorAll('script[src*="intercom"]').forEach((s) => s.remove());
});

describe('spec §1: chat widget for a signed-in user, identified by email and server hash', () => {
  test('boot settings: right, vertical padding 70, default launcher hidden, custom launcher', () => {
    expect(chatBootSettings('app-1', { email: 'a@research.test', chat_hash: 'h' })).toEqual({
      app_id: 'app-1',
      email: 'a@research.test',
      user_hash: 'h',
      alignment: 'right',
      vertical_padding: 70,
      hide_default_launcher: true,
      custom_launcher_selector: '#chat-launcher',
    });
    expect(CHAT_SETTINGS.vertical_padding).toBe(70);
  });

  test('not loaded when no chat app id is configured', async () => {
    setToken(makeToken());
    answerUser();
    await expect(startChat()).resolves.toBe(false);
    expect(window.Intercom).toBeUndefined();
    expect(document.querySelector('script[src*="intercom"]')).toBeNull();
  });

  test('not loaded without a signed-in user', async () => {
    env.chatAppId = 'app-1';
    await expect(startChat()).resolves.toBe(false);
    expect(window.Intercom).toBeUndefined();
  });

  test('configured and signed in: loads the script once and boots with GET /user email and chat_hash', async () => {
    env.chatAppId = 'app-1';
    setToken(makeToken());
    answerUser();
    await expect(startChat()).resolves.toBe(true);
    await expect(startChat()).resolves.toBe(false);
    expect(document.querySelectorAll('script[src="https://widget.intercom.io/widget/app-1"]')).toHaveLength(
      1,
    );
    expect(window.Intercom?.q).toEqual([['boot', chatBootSettings('app-1', user)]]);
  });

  test('sign-out shuts the messenger down', async () => {
    env.chatAppId = 'app-1';
    setToken(makeToken());
    answerUser();
    await startChat();
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    await authProvider.logout({});
    expect(window.Intercom?.q?.at(-1)).toEqual(['shutdown']);
  });
});
