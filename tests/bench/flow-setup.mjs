// Setup shared by the flow editor's scenarios (page-scenarios.mjs) and curves (curves.mjs): not a
// scenario module, so its exports are not timed by pages.mjs.
import { api } from './page-tools.mjs';

const SUPER = 'super@research.test';

/**
 * Grows flow `flow`'s draft to `count` blocks through the mock API, copies of its own blocks spread
 * over its sections (setup, not timed); returns the number of blocks it then has. A flow that already
 * has `count` blocks or more is left as it is.
 */
export async function growFlow(page, flow, count) {
  const current = await api(page, SUPER, 'GET', `/admin/flows/${flow}`);
  const copies = Array.from({ length: Math.max(0, count - current.blocks.length) }, (_, i) => {
    const model = current.blocks[i % current.blocks.length];
    return {
      ...model,
      id: -(i + 1),
      client_key: `bench-${i}`,
      heading: `${model.heading} (${i + 1})`,
      jump_to: null,
    };
  });
  const known = new Set(current.block_sections.flatMap((s) => s.block_ids));
  if (copies.length === 0) return known.size;
  const saved = await api(page, SUPER, 'POST', `/admin/flows/${flow}/blocks`, { blocks: copies });
  const added = saved.map((b) => b.id).filter((id) => !known.has(id));
  const per = Math.ceil(added.length / current.block_sections.length);
  const sections = current.block_sections.map((s, i) => ({
    ...s,
    block_ids: [...s.block_ids, ...added.slice(i * per, (i + 1) * per)],
  }));
  await api(page, SUPER, 'PATCH', `/admin/flows/${flow}`, { block_sections: sections });
  return added.length + known.size;
}
