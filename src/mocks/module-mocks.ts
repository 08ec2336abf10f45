import type { RequestHandler } from 'msw';
import type { ModuleMocks, ResourceModule } from '@/app/module';

/** The mock handlers each resource module brings (its `mocks.ts`), in registry order. */
export async function loadModuleMocks(
  modules: readonly ResourceModule[],
): Promise<{ guards: RequestHandler[]; handlers: RequestHandler[] }> {
  const none: ModuleMocks = { handlers: [] };
  const loaded = await Promise.all(modules.map((m) => (m.mocks ? m.mocks() : none)));
  return {
    guards: loaded.flatMap((l) => [...(l.guards ?? [])]),
    handlers: loaded.flatMap((l) => [...l.handlers]),
  };
}
