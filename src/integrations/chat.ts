import { env } from '@/config/env';
import { getCurrentUser, onSignOut, tokenState } from '@/auth';

/** Spec §1: messenger on the right, vertical padding 70, default launcher hidden, our own launcher button. */
export const CHAT_LAUNCHER_ID = 'chat-launcher';
export const CHAT_SETTINGS = {
  alignment: 'right',
  vertical_padding: 70,
  hide_default_launcher: true,
  custom_launcher_selector: `#${CHAT_LAUNCHER_ID}`,
} as const;

const WIDGET_URL = 'https://widget.intercom.io/widget/';

export type ChatBootSettings = typeof CHAT_SETTINGS & { app_id: string; email: string; user_hash: string };

type MessengerCall = [command: string, ...args: unknown[]];
interface Messenger {
  (...args: MessengerCall): void;
  q?: MessengerCall[];
}

declare global {
  interface Window {
    Intercom?: Messenger;
  }
}

let booted = false;

export function chatBootSettings(
  appId: string,
  user: { email: string; chat_hash: string },
): ChatBootSettings {
  return { app_id: appId, email: user.email, user_hash: user.chat_hash, ...CHAT_SETTINGS };
}

// Calls made before the widget script arrives are queued, as the vendor's own snippet does.
function ensureLoaded(appId: string): Messenger {
  if (window.Intercom) return window.Intercom;
  const queue: MessengerCall[] = [];
  const stub: Messenger = (...args) => {
    queue.push(args);
  };
  stub.q = queue;
  window.Intercom = stub;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${WIDGET_URL}${encodeURIComponent(appId)}`;
  document.head.appendChild(script);
  return stub;
}

/** Boots the messenger for the signed-in user; does nothing without a configured app id. */
export async function startChat(): Promise<boolean> {
  const appId = env.chatAppId;
  if (!appId || booted || tokenState() !== 'valid') return false;
  const user = await getCurrentUser();
  if (!user.chat_hash) return false;
  ensureLoaded(appId)('boot', chatBootSettings(appId, { email: user.email, chat_hash: user.chat_hash }));
  booted = true;
  return true;
}

export function shutdownChat(): void {
  if (!booted) return;
  window.Intercom?.('shutdown');
  booted = false;
}

onSignOut(shutdownChat);
