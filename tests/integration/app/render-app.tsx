import type { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createAppRouter } from '@/app/app-router';
import type { Assembly } from '@/app/assembly';
import { wireHttpErrors } from '@/app/bootstrap';
import { trackNavigation } from '@/app/navigation';
import { Root } from '@/app/root';
import { invalidateCurrentUser, setToken } from '@/auth';
import { resetErrorDedupe } from '@/http';
import type { FeatureFlagsProvider } from '@/integrations';
import { MockFeatureFlags } from '@/mocks/feature-flags';
import { tokenFor } from '@/mocks/node';
import { toast } from '@/ui';

export const PASSWORD = 'research-demo';

export const ACCOUNTS = {
  super: 'super@research.test',
  staff: 'staff@research.test',
  external: 'external@research.test',
  newstaff: 'newstaff@research.test',
  device: 'device@research.test',
  orders: 'orders@research.test',
  kits: 'kits@research.test',
  labs: 'labs@research.test',
  blog: 'blog@research.test',
  support: 'support@research.test',
  cohorts: 'cohorts@research.test',
} as const;

afterEach(() => {
  cleanup();
  setToken(null);
  invalidateCurrentUser();
  toast.clear();
  resetErrorDedupe();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Signed in without the login page: a token from the mock backend plus the device cookie. */
export function signInAs(email: string): void {
  document.cookie = 'rc_device=test-device; path=/';
  setToken(tokenFor(email));
}

/**
 * The whole console (router, guards, react-admin, toasts) at `path`, as bootstrap wires it in mock
 * mode: flags from the mock (every one on until `controls.setFlag` turns it off) unless others are given.
 */
export function renderApp(
  path: string,
  options: { featureFlags?: FeatureFlagsProvider; assembly?: Assembly; queryClient?: QueryClient } = {},
) {
  const router = createAppRouter({
    initialEntries: [path],
    assembly: options.assembly,
    queryClient: options.queryClient,
  });
  const stopTracking = trackNavigation(router);
  wireHttpErrors(router);
  const view = render(<Root router={router} featureFlags={options.featureFlags ?? MockFeatureFlags} />);
  onTestFinished(stopTracking);
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, location, ...view };
}

export const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
