import { http, HttpResponse } from 'msw';
import { HttpError, request } from '@/http';
import { tagFor } from '@/http/errors';
import { installErrorHandlers, server } from './support';

describe('spec §8: HTTP-client errors are tagged "Axios 401", "Axios 50X" (status starting 50), "Axios Aborted"', () => {
  test.each([
    [401, false, 'Axios 401'],
    [500, false, 'Axios 50X'],
    [502, false, 'Axios 50X'],
    [503, false, 'Axios 50X'],
    [504, false, 'Axios 50X'],
    [0, true, 'Axios Aborted'],
    [404, false, undefined],
    [422, false, undefined],
    [0, false, undefined],
    [510, false, undefined],
    [403, false, undefined],
  ] as const)('status %i, aborted %s -> %s', (status, aborted, tag) => {
    expect(tagFor(status, aborted)).toBe(tag);
    expect(new HttpError({ status, message: 'x', aborted }).tag).toBe(tag);
  });

  test('a 503 from the server carries the tag on the thrown error', async () => {
    installErrorHandlers();
    server.use(http.get('*/api/down', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const error = await request('/down').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, tag: 'Axios 50X', message: 'down' });
  });
});

describe('design: one HTTP error type keeps status, body and field errors', () => {
  test('field errors accept a text or a list of texts per field and ignore other shapes', () => {
    const error = new HttpError({
      status: 422,
      message: 'Invalid',
      body: { message: 'Invalid', errors: { a: 'A', b: ['B1', 'B2'], c: 3, d: [] } },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.fieldErrors).toEqual({ a: 'A', b: 'B1 B2' });
    expect(error.body).toMatchObject({ message: 'Invalid' });
  });

  test('a body without errors gives no field errors', () => {
    expect(new HttpError({ status: 500, message: 'x', body: 'plain text' }).fieldErrors).toEqual({});
  });
});
