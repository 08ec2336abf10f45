import type { RequestHandler } from 'msw';
import type { ResourceModule } from '@/app/module';

/** The mock handlers each resource module brings (its `mocks.ts`), in registry order. */
export async function loadModuleMocks(modules: readonly ResourceModule[]): Promise<RequestHandler[]> {
  const loaded = await Promise.all(modules.map((m) => (m.mocks ? m.mocks() : { handlers: [] })));
  return loaded.flatMap((l) => [...l.handlers]);
}
