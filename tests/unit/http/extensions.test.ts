import { runSignOutHooks } from '@/auth/sign-out';
import {
  callExtension,
  clearUnavailableExtensions,
  ExtensionUnavailableError,
  HttpError,
  isExtensionUnavailable,
  retryUnlessFinal,
  withExtension,
} from '@/http';

const refused = (status: number) => () => Promise.reject(new HttpError({ status, message: String(status) }));

afterEach(clearUnavailableExtensions);

describe('console extensions a server may lack', () => {
  test('an extension answering 404 is asked once; later calls fail at once without asking', async () => {
    const call = vi.fn(refused(404));
    await expect(callExtension('x.status', call)).rejects.toBeInstanceOf(ExtensionUnavailableError);
    await expect(callExtension('x.status', call)).rejects.toBeInstanceOf(ExtensionUnavailableError);
    expect(call).toHaveBeenCalledTimes(1);
    expect(isExtensionUnavailable('x.status')).toBe(true);
  });

  test('501 counts as not offered; other failures are failures and are asked again', async () => {
    await expect(callExtension('x.a', refused(501))).rejects.toBeInstanceOf(ExtensionUnavailableError);
    const broken = vi.fn(refused(500));
    await expect(callExtension('x.b', broken)).rejects.toMatchObject({ status: 500 });
    await expect(callExtension('x.b', broken)).rejects.toMatchObject({ status: 500 });
    expect(broken).toHaveBeenCalledTimes(2);
    expect(isExtensionUnavailable('x.b')).toBe(false);
  });

  test('sign-out forgets what was missing: the next session asks again', async () => {
    await expect(callExtension('x.c', refused(404))).rejects.toThrow();
    await runSignOutHooks();
    expect(isExtensionUnavailable('x.c')).toBe(false);
  });

  test('with a spec fallback: a 404 the fallback answers marks the extension missing', async () => {
    const call = vi.fn(refused(404));
    const fallback = vi.fn(() => Promise.resolve('spec'));
    await expect(withExtension('x.d', call, fallback)).resolves.toBe('spec');
    await expect(withExtension('x.d', call, fallback)).resolves.toBe('spec');
    expect(call).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  test('a 404 the fallback repeats is a missing record: the extension stays trusted', async () => {
    const call = vi.fn(refused(404));
    await expect(withExtension('x.e', call, refused(404))).rejects.toMatchObject({ status: 404 });
    expect(isExtensionUnavailable('x.e')).toBe(false);
    await expect(withExtension('x.e', () => Promise.resolve('own'), refused(404))).resolves.toBe('own');
  });

  test('queries do not retry a missing extension or a refusal, but do retry a server fault', () => {
    expect(retryUnlessFinal(0, new ExtensionUnavailableError('x'))).toBe(false);
    expect(retryUnlessFinal(0, new HttpError({ status: 403, message: '' }))).toBe(false);
    expect(retryUnlessFinal(0, new HttpError({ status: 503, message: '' }))).toBe(true);
    expect(retryUnlessFinal(3, new HttpError({ status: 503, message: '' }))).toBe(false);
  });
});
