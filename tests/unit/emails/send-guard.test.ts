import { begin, confirm, finish, IDLE, retry, type GuardState } from '@resources/emails/send/send-guard';

/** Runs `clicks` presses of Send after one confirmation and counts the requests let through. */
function requestsFor(clicks: number, state: GuardState = IDLE): { sent: number; state: GuardState } {
  let s = confirm(state, 'key-1');
  let sent = 0;
  for (let i = 0; i < clicks; i += 1) {
    const step = begin(s);
    s = step.state;
    if (step.send) sent += 1;
  }
  return { sent, state: s };
}

describe('the send guard: one request per confirmed send', () => {
  test('a double click, a held Enter or ten presses make one request', () => {
    expect(requestsFor(1).sent).toBe(1);
    expect(requestsFor(2).sent).toBe(1);
    expect(requestsFor(10).sent).toBe(1);
  });

  test('nothing is sent without a confirmation', () => {
    expect(begin(IDLE)).toEqual({ send: false, state: IDLE });
  });

  test('after a success, more presses send nothing', () => {
    const { state } = requestsFor(1);
    const done = finish(state, 'key-1', true);
    expect(done).toEqual({ phase: 'done', key: 'key-1', ok: true });
    expect(begin(done).send).toBe(false);
    expect(retry(done)).toBe(done);
  });

  test('a retry after a failure or timeout sends once more with the same key, so the server sends once', () => {
    const failed = finish(requestsFor(1).state, 'key-1', false);
    const again = retry(failed);
    expect(again).toEqual({ phase: 'confirmed', key: 'key-1' });
    const step = begin(again);
    expect(step).toEqual({ send: true, state: { phase: 'sending', key: 'key-1' } });
    expect(begin(step.state).send).toBe(false);
  });

  test('a confirmation while a request is on its way does not open a second one', () => {
    const { state } = requestsFor(1);
    expect(confirm(state, 'key-2')).toBe(state);
    expect(finish(state, 'key-2', true)).toBe(state);
  });
});
