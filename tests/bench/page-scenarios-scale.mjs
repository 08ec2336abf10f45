// The users filter builder on a platform's scale: 100,000 participants in the mock (set with
// `__mock.setSeedCount`; setup, not timed), from the last keystroke of a condition to its count.
/* global window */
import { api } from './page-tools.mjs';
import { userFilterCount } from './page-scenarios.mjs';

const SUPER = 'super@research.test';
const USERS = 100_000;

/**
 * The count is asked one debounce (400 ms) after the last keystroke and answers within one more:
 * on screen at most 800 ms after typing stops.
 */
export const TARGETS = { userFilterCount100k: { countAfterTypingMs: 800 } };

/** Grows the mock to 100,000 users and reads their count once, so seeding is not timed. */
async function bigPlatform(page) {
  await page.evaluate((users) => window.__mock.setSeedCount('users', users), USERS);
  const answer = await api(page, SUPER, 'POST', '/users/filter/count', { query: {} });
  return answer?.count;
}

/** `userFilterCount` at 100,000 users: the same steps, on the grown mock. */
export async function userFilterCount100k(page) {
  const users = await bigPlatform(page);
  const figures = await userFilterCount(page);
  await page.evaluate(() => window.__mock.setSeedCount('users', null));
  return { users, ...figures };
}
