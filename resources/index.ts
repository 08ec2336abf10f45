import type { ResourceModule } from '@/app/route-types';
import { auth } from './auth';
import { emails } from './emails';

/** Custom screens, one module per folder; a route here replaces the shell's pending page for its path. */
export const resources: readonly ResourceModule[] = [auth, emails];
