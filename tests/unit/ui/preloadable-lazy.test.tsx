import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { preloadableLazy, type Preloadable } from '@/ui/preloadable-lazy';

function mount(Part: Preloadable<{ label: string }>) {
  return render(
    <ErrorBoundary fallback={<p>Part failed</p>}>
      <Suspense fallback={<p>Loading</p>}>
        <Part label="Body" />
      </Suspense>
    </ErrorBoundary>,
  );
}

// Unit files share their modules (vitest.config.ts), so Testing Library's own cleanup after each
// test is not registered for every file: each test here unmounts what it drew.
afterEach(cleanup);

const module = { default: ({ label }: { label: string }) => <h2>{label}</h2> };

describe('a lazily loaded part that can be fetched ahead', () => {
  it('once preloaded, is drawn in the first render: no placeholder is shown and then swapped', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const Part = preloadableLazy(load);
    await Part.preload();
    mount(Part);
    // Synchronously, with no await: the placeholder never takes the part's place.
    expect(screen.getByRole('heading', { name: 'Body' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not preloaded, shows the placeholder until its code is in; the code is fetched once', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const Part = preloadableLazy(load);
    mount(Part);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Body' })).toBeInTheDocument();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is quiet; the render reaches the error boundary, and a later try asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const Part = preloadableLazy(load);
    await expect(Part.preload()).resolves.toBeUndefined();
    mount(Part);
    expect(await screen.findByText('Part failed')).toBeInTheDocument();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(3);
    mount(Part);
    expect(screen.getByRole('heading', { name: 'Body' })).toBeInTheDocument();
  });

  it('a recovery given turns a failed load into what is drawn instead', async () => {
    const Part = preloadableLazy<{ label: string }>(
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve({ default: ({ label }) => <p>{label} as plain text</p> }),
    );
    mount(Part);
    expect(await screen.findByText('Body as plain text')).toBeInTheDocument();
  });
});
