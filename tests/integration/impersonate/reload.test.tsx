import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { getClaims, hasPermission } from '@/auth';
import { getActing } from '@/auth/acting';
import { getCurrentImpersonation, startImpersonation } from '@resources/impersonate/api';
import { readCurrentImpersonation } from '@resources/impersonate/frame-reads';
import { ACCOUNTS, signInAs } from '../app/render-app';
import { WAIT } from './support';

describe('a reload while acting', () => {
  it('ends acting: the page is the staff member’s again and the server session is ended', async () => {
    signInAs(ACCOUNTS.super);
    // What a reload leaves: the server still runs the session, the page holds no impersonation token.
    await startImpersonation(7, 'Ticket SUP-3300', 30);
    expect(await getCurrentImpersonation()).toMatchObject({ user_id: 7 });
    // The first screen's reads after the reload (bootstrap runs them).
    readCurrentImpersonation({
      queryClient: new QueryClient(),
      may: (p) => hasPermission(getClaims()?.permissions ?? [], p),
    });
    await waitFor(async () => expect(await getCurrentImpersonation()).toBeNull(), WAIT);
    expect(getActing()).toBeNull();
    expect(getClaims()?.user_id).toBe(1);
  }, 60_000);
});
