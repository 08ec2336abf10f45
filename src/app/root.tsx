import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { FeatureFlagsProvider } from '@/integrations';
import type { createAppRouter } from './app-router';

export interface RootProps {
  router: ReturnType<typeof createAppRouter>;
  /** Absent when no feature-flag client is configured: every flag is then off. */
  featureFlags?: FeatureFlagsProvider | null;
}

/** What the page renders: feature flags (when configured) around the router that carries the app. */
export function Root({ router, featureFlags: FeatureFlags }: RootProps) {
  const app = <RouterProvider router={router} />;
  return <StrictMode>{FeatureFlags ? <FeatureFlags>{app}</FeatureFlags> : app}</StrictMode>;
}
