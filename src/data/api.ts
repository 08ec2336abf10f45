import type { Identifier } from 'react-admin';
import { request } from '@/http';
import { UNCHECKED_ANSWERS } from './base-provider';
import type { DataProvider, RaRecord, ServerRecord } from './types';

/** The calls of spec §7 that are not CRUD on one record list. Each resolves to the response's `data`. */

export { getGeneVariants } from './gene-variants';

/** `GET /admin/read/{entity}?by=&field=`: the records of an admin-read entity whose `by` equals `field`. */
export async function adminRead(entity: string, by: string, field: Identifier): Promise<ServerRecord[]> {
  const res = await request<unknown>(`/admin/read/${entity}`, { params: { by, field } });
  return UNCHECKED_ANSWERS.many(entity, 'admin read', res.data, res.status);
}

/** `GET /z/{entity}/search?{field}=`: the lookup behind reference inputs. */
export async function searchReference(entity: string, field: string, value: string): Promise<ServerRecord[]> {
  const res = await request<unknown>(`/z/${entity}/search`, { params: { [field]: value } });
  return UNCHECKED_ANSWERS.many(entity, 'search', res.data, res.status);
}

/** `DELETE /segments/{id}` through the dataProvider, so caches and react-admin see a normal delete. */
export async function deleteSegment(id: Identifier, provider: DataProvider): Promise<RaRecord> {
  const res = await provider.delete('segments', { id });
  return res.data;
}
