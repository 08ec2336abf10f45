import './texts';
import type { AnyTable } from '@/domain/kit-states';

// The tables live in src/domain/kit-states (the schemas read them too); their words are KitLink's.

/** Locale keys of a state's and an action's labels. */
export const stateLabel = (table: AnyTable, state: string) => `kitlink.${table.subject}_state.${state}`;
export const actionLabel = (table: AnyTable, action: string) => `kitlink.${table.subject}_action.${action}`;
