/**
 * Leaving a held page for another account is a full load of the home page: nothing of the
 * previous user's screens, caches or form state survives into the new user's session. An object,
 * so tests can watch the call (jsdom cannot navigate).
 */
export const sessionNavigation = {
  reloadHome(): void {
    window.location.assign('/');
  },
};
