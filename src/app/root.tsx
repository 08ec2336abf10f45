import type { GrowthBook } from '@growthbook/growthbook-react';
import { GrowthBookProvider } from '@growthbook/growthbook-react';
import { StrictMode } from 'react';
import type { createAppRouter } from './app-router';
import { RouterProvider } from 'react-router-dom';

export interface RootProps {
  router: ReturnType<typeof createAppRouter>;
  growthbook: GrowthBook;
}

/** What the page renders: feature flags around the router that carries the app. */
export function Root({ router, growthbook }: RootProps) {
  return (
    <StrictMode>
      <GrowthBookProvider growthbook={growthbook}>
        <RouterProvider router={router} />
      </GrowthBookProvider>
    </StrictMode>
  );
}
