import { rows } from '@/mocks/db';
import { server } from '@/mocks/node';
import { prepareDay } from '@resources/kitlink/mocks/day';

export const WAIT = { timeout: 20_000 };

export function ordersIn(state: string) {
  prepareDay();
  return rows('orders').filter((o) => o.status === state);
}

/** Counts the POST requests whose path ends with `ending` while the test runs. */
export function countPosts(ending: string | RegExp): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const hit = typeof ending === 'string' ? path.endsWith(ending) : ending.test(path);
    if (request.method === 'POST' && hit) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => count;
}
