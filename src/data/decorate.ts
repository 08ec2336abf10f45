import type { DataProvider } from './types';

export type ProviderCall = (resource: string, params: unknown) => Promise<unknown>;

/**
 * Replaces some methods of a provider with wrapped versions and keeps the rest, the way
 * react-admin's own decorators (withLifecycleCallbacks) stack. The wrappers are untyped in the
 * middle because DataProvider's methods are generic in the record type.
 */
export function decorate(
  provider: DataProvider,
  methods: readonly string[],
  wrap: (call: ProviderCall, method: string) => ProviderCall,
): DataProvider {
  const overrides = Object.fromEntries(
    methods
      .filter((method) => typeof provider[method] === 'function')
      .map((method) => [method, wrap((provider[method] as ProviderCall).bind(provider), method)]),
  );
  return { ...provider, ...overrides } as DataProvider;
}
