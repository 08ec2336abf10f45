import { onResetDb } from '../db';

/**
 * Answers by idempotency key, kept from the moment a request arrives: a repeat, even one sent
 * while the first is still being handled, gets the first answer and changes nothing.
 */
const answered = new Map<string, Promise<Response>>();
onResetDb(() => answered.clear());

/** Runs `apply` once per `Idempotency-Key` (and call); every request with that key gets its answer. */
export async function once(request: Request, apply: () => Promise<Response> | Response): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (!key) return apply();
  const id = `${request.method} ${new URL(request.url).pathname} ${key}`;
  let answer = answered.get(id);
  if (!answer) {
    answer = Promise.resolve(apply());
    answered.set(id, answer);
  }
  return (await answer).clone();
}
