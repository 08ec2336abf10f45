import { screen, within } from '@testing-library/react';
import { server } from '@/mocks/node';

/** Every request the mock backend receives, as `METHOD /path`. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

export const signInDialog = () => screen.findByRole('dialog', { name: 'Sign in to continue' });

/** The page's Name field, which stays in the document (inert) behind a modal dialog. */
export function pageNameField(): HTMLInputElement {
  const field = document.querySelector<HTMLInputElement>('main input[name="name"]');
  if (!field) throw new Error('The page has no Name field');
  return field;
}

/** No value in local or session storage contains `text`. */
export function storageHolds(text: string): boolean {
  const values = [localStorage, sessionStorage].flatMap((s) =>
    Array.from({ length: s.length }, (_, i) => `${s.key(i) ?? ''}=${s.getItem(s.key(i) ?? '') ?? ''}`),
  );
  return values.some((v) => v.includes(text));
}

export const passwordIn = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Password/);
