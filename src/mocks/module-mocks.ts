import type { RequestHandler } from 'msw';
import type { AreaMocks, MockedArea } from './served-app';

/** The mock handlers each resource module brings (its `mocks/index.ts`), in registry order. */
export async function loadModuleMocks(
  modules: readonly MockedArea[],
): Promise<{ guards: RequestHandler[]; handlers: RequestHandler[] }> {
  const none: AreaMocks = { handlers: [] };
  const loaded = await Promise.all(modules.map((m) => (m.mocks ? m.mocks() : none)));
  return {
    guards: loaded.flatMap((l) => [...(l.guards ?? [])]),
    handlers: loaded.flatMap((l) => [...l.handlers]),
  };
}
