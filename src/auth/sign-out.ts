type SignOutHook = () => void | Promise<void>;

const hooks = new Set<SignOutHook>();

/** Registers work to undo on sign-out (query caches, stores, chat); returns an unsubscribe. */
export function onSignOut(fn: SignOutHook): () => void {
  hooks.add(fn);
  return () => {
    hooks.delete(fn);
  };
}

/** Runs every hook; one failing hook must not keep the others from clearing their data. */
export async function runSignOutHooks(): Promise<void> {
  for (const fn of [...hooks]) {
    try {
      await fn();
    } catch (e) {
      console.error('A sign-out hook failed', e);
    }
  }
}
