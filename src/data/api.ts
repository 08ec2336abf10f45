import type { Identifier } from 'react-admin';
import { request } from '@/http';
import type { DataProvider, RaRecord, ServerRecord } from './types';

/** The calls of spec §7 that are not CRUD on one record list. Each resolves to the response's `data`. */

export { getGeneVariants } from './gene-variants';

const isRecord = (v: unknown): v is ServerRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer as records, each kept whole; anything else is refused with the call named. */
function records(data: unknown, path: string): ServerRecord[] {
  if (Array.isArray(data) && data.every(isRecord)) return data;
  throw new TypeError(`GET ${path} answered without a list of records`);
}

/** `GET /admin/read/{entity}?by=&field=`: the records of an admin-read entity whose `by` equals `field`. */
export async function adminRead(entity: string, by: string, field: Identifier): Promise<ServerRecord[]> {
  const res = await request<unknown>(`/admin/read/${entity}`, { params: { by, field } });
  return records(res.data, `/admin/read/${entity}`);
}

/** `GET /z/{entity}/search?{field}=`: the lookup behind reference inputs. */
export async function searchReference(entity: string, field: string, value: string): Promise<ServerRecord[]> {
  const res = await request<unknown>(`/z/${entity}/search`, { params: { [field]: value } });
  return records(res.data, `/z/${entity}/search`);
}

/** `DELETE /segments/{id}` through the dataProvider, so caches and react-admin see a normal delete. */
export async function deleteSegment(id: Identifier, provider: DataProvider): Promise<RaRecord> {
  const res = await provider.delete('segments', { id });
  return res.data;
}
