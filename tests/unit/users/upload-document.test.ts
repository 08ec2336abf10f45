import { http, HttpResponse } from 'msw';
import { setToken } from '@/auth';
import { ContractError } from '@/contract';
import { uploadDocument } from '@resources/users/api';
import { makeToken, server } from '../http/support';

// The document upload as the users area makes it: through its declaration, with progress told in
// bytes of the file the person chose (the body itself is the file in base64, a third larger).

const UPLOAD = '*/api/admin/users/:id/documents';
const file = () => new File(['x'.repeat(3000)], 'letter.pdf', { type: 'application/pdf' });

beforeEach(() => setToken(makeToken()));

describe('uploadDocument', () => {
  test('progress is told in bytes of the file, ending at its size; the answer is parsed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(UPLOAD, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { id: 9, file_name: 'letter.pdf' } }, { status: 201 });
      }),
    );
    const progress: [number, number][] = [];
    const doc = await uploadDocument(7, file(), 3, { onProgress: (s, t) => progress.push([s, t]) });
    expect(doc).toMatchObject({ id: 9, file_name: 'letter.pdf' });
    expect(progress.at(-1)).toEqual([3000, 3000]);
    expect(sent[0]).toMatchObject({
      data: {
        document_type_id: 3,
        file_name: 'letter.pdf',
        content_type: 'application/pdf',
        size_bytes: 3000,
      },
    });
  });

  test('an answer that breaks the declaration is a ContractError, as for every call', async () => {
    server.use(
      http.post(UPLOAD, () => HttpResponse.json({ data: { id: { nested: true } } }, { status: 201 })),
    );
    const error = await uploadDocument(7, file(), 3, { onProgress: () => undefined }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContractError);
  });

  test('a signal aborted while the file is read sends nothing', async () => {
    let arrived = 0;
    server.use(
      http.post(UPLOAD, () => {
        arrived += 1;
        return HttpResponse.json({ data: { id: 1 } });
      }),
    );
    const controller = new AbortController();
    const pending = uploadDocument(7, file(), 3, { signal: controller.signal, onProgress: () => undefined });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ aborted: true });
    expect(arrived).toBe(0);
  });
});
