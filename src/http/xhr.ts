import { HttpError } from './errors';
import type { Arrived, Outgoing, UploadProgress } from './exchange';

/** `getAllResponseHeaders()` text as Headers; a line the Headers class refuses is skipped. */
export function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A malformed header from a proxy must not lose the answer it came with.
    }
  }
  return headers;
}

const aborted = (cause?: unknown) => new HttpError({ status: 0, message: 'Aborted', aborted: true, cause });

/**
 * Sends a prepared request by XMLHttpRequest: fetch cannot report how much of a request body has
 * gone, and a large upload needs that. Like fetch here: cookies go along, no timeout, aborting the
 * signal stops the transfer, and a failure to reach the server is a status-0 HttpError.
 */
export function sendWithProgress(out: Outgoing, onProgress: UploadProgress): Promise<Arrived> {
  const { signal } = out;
  if (signal?.aborted) return Promise.reject(aborted(signal.reason));
  return new Promise<Arrived>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      signal?.removeEventListener('abort', stop);
      settle();
    };
    // Settled here rather than by the abort event: an XMLHttpRequest whose body has not started
    // (or one a test double stands in for) may never fire it, and the caller must not wait.
    function stop() {
      xhr.abort();
      finish(() => reject(aborted(signal?.reason)));
    }
    xhr.open(out.method, out.url);
    xhr.withCredentials = true;
    out.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => {
      // Without a known total there is no "x of y" to show; the caller keeps its own total.
      if (e.lengthComputable && !done) onProgress(e.loaded, e.total);
    };
    xhr.onload = () =>
      finish(() =>
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
          text: xhr.responseText,
        }),
      );
    xhr.onerror = () => finish(() => reject(new HttpError({ status: 0, message: 'Network error' })));
    xhr.onabort = () => finish(() => reject(aborted(signal?.reason)));
    signal?.addEventListener('abort', stop, { once: true });
    xhr.send(out.body ?? null);
  });
}
