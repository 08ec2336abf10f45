import type { ServedApp } from '@/mocks/served-app';
import { allCalls } from './contract';
import { entities, resources } from './registry';

/**
 * What the mock backend stands in for: this console's entities, its areas' mock handlers and every
 * call it can make. Handed to the mock where it starts (bootstrap in mock mode, tests/setup.ts,
 * scripts/mock-server.mjs), because the mock may not import the registry itself. Only the type
 * comes from src/mocks, so nothing of the mock reaches a bundle through this file.
 */
export const servedApp: ServedApp = { entities, areas: resources, calls: allCalls };
