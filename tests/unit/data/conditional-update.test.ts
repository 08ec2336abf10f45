import { http, HttpResponse } from 'msw';
import { createBaseDataProvider, isVersionConflict, withFormErrors } from '@/data';
import { HttpError } from '@/http';
import { answer, fixtures, server } from './helpers';

const provider = () => withFormErrors(createBaseDataProvider(fixtures));
const loaded = { id: 3, name: 'York', city: 'York', updated_at: '2026-05-01T10:00:00.000Z' };

describe('update sends the changed fields and the version the form was loaded at', () => {
  it('sends If-Match with the loaded updated_at and only the changed fields', async () => {
    const seen = answer('put', '/sites/:id', { data: { ...loaded, city: 'Leeds' } });
    await provider().update('sites', { id: 3, data: { ...loaded, city: 'Leeds' }, previousData: loaded });
    expect(seen[0]?.headers.get('If-Match')).toBe('"2026-05-01T10:00:00.000Z"');
    expect(seen[0]?.body).toEqual({ data: { city: 'Leeds' } });
  });

  it('sends no If-Match for a record without updated_at', async () => {
    const seen = answer('put', '/sites/:id', { data: { id: 3, name: 'Leeds' } });
    await provider().update('sites', { id: 3, data: { id: 3, name: 'Leeds' }, previousData: { id: 3 } });
    expect(seen[0]?.headers.has('If-Match')).toBe(false);
  });

  it('sends nothing when nothing changed, and answers with the record as loaded', async () => {
    const seen = answer('put', '/sites/:id', { data: loaded });
    const result = await provider().update('sites', { id: 3, data: { ...loaded }, previousData: loaded });
    expect(seen).toHaveLength(0);
    expect(result.data).toEqual(loaded);
  });

  it('keeps the composite key fields a block update needs', async () => {
    const block = { id: '12:3', block_version_id: 3, heading: 'A', updated_at: '2026-01-01T00:00:00.000Z' };
    const seen = answer('put', '/blocks/:id', { data: { ...block, id: 12, heading: 'B' } });
    await provider().update('blocks', { id: '12:3', data: { ...block, heading: 'B' }, previousData: block });
    expect(seen[0]?.body).toEqual({ data: { id: 12, block_version_id: 3, heading: 'B' } });
    expect(seen[0]?.headers.get('If-Match')).toBe('"2026-01-01T00:00:00.000Z"');
  });
});

describe('a version conflict is told apart from a 409 with field errors', () => {
  it('turns a 409 carrying the current record into a VersionConflictError in client shape', async () => {
    const current = { id: 12, block_version_id: 3, heading: 'C', updated_at: '2026-01-02T00:00:00.000Z' };
    server.use(
      http.put('*/api/blocks/:id', () =>
        HttpResponse.json({ message: 'Someone else saved it', current }, { status: 409 }),
      ),
    );
    const block = { id: '12:3', block_version_id: 3, heading: 'A', updated_at: '2026-01-01T00:00:00.000Z' };
    const error: unknown = await provider()
      .update('blocks', { id: '12:3', data: { ...block, heading: 'B' }, previousData: block })
      .catch((e: unknown) => e);
    expect(isVersionConflict(error)).toBe(true);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, current: { ...current, id: '12:3' } });
  });

  it('leaves a 409 with field errors as field errors', async () => {
    server.use(
      http.put('*/api/sites/:id', () =>
        HttpResponse.json({ message: 'Taken', errors: { name: ['is taken'] } }, { status: 409 }),
      ),
    );
    const error: unknown = await provider()
      .update('sites', { id: 3, data: { ...loaded, name: 'Leeds' }, previousData: loaded })
      .catch((e: unknown) => e);
    expect(isVersionConflict(error)).toBe(false);
    expect(error).toMatchObject({ status: 409, body: { errors: { name: 'is taken' } } });
  });
});
