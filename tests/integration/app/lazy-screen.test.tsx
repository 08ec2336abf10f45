import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { browserNavigation, lazyScreen, type LazyScreen } from '@/ui/lazy-screen';

const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function mount(Screen: LazyScreen<object>) {
  return render(
    <ErrorBoundary fallback={<p>Screen failed</p>}>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </ErrorBoundary>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/studies/5/reports?tab=2');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('spec §2: if a lazily loaded screen fails to load, the browser does a full load of the target path', () => {
  it('renders the screen when its code loads', async () => {
    const load = vi.spyOn(browserNavigation, 'fullLoad').mockImplementation(() => undefined);
    mount(lazyScreen(() => Promise.resolve({ default: () => <h1>Reports</h1> })));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('does a full load of the target path when the code fails, and shows no error meanwhile', async () => {
    const load = vi.spyOn(browserNavigation, 'fullLoad').mockImplementation(() => undefined);
    mount(lazyScreen(chunkError));
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('/studies/5/reports?tab=2'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Screen failed')).not.toBeInTheDocument();
  });

  it('does not reload in a loop: a second failure for the same path shows the error instead', async () => {
    const load = vi.spyOn(browserNavigation, 'fullLoad').mockImplementation(() => undefined);
    mount(lazyScreen(chunkError));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The page after the reload: the same screen fails again.
    mount(lazyScreen(chunkError));
    expect(await screen.findByText('Screen failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still reloads once for a different path', async () => {
    const load = vi.spyOn(browserNavigation, 'fullLoad').mockImplementation(() => undefined);
    mount(lazyScreen(chunkError));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    window.history.replaceState(null, '', '/sites');
    mount(lazyScreen(chunkError));
    await vi.waitFor(() => expect(load).toHaveBeenLastCalledWith('/sites'));
  });
});

describe('preloading a screen', () => {
  it('renders a preloaded screen at once, without its loading fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <h1>Reports</h1> }));
    const Screen = lazyScreen(load);
    await Screen.preload();
    mount(Screen);
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code once when the first render starts while a preload is under way', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <h1>Reports</h1> }));
    const Screen = lazyScreen(load);
    const preloading = Screen.preload();
    mount(Screen);
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    await preloading;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the first render, which still recovers by a full load', async () => {
    const fullLoad = vi.spyOn(browserNavigation, 'fullLoad').mockImplementation(() => undefined);
    const load = vi.fn(chunkError);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).resolves.toBeUndefined();
    expect(fullLoad).not.toHaveBeenCalled();
    mount(Screen);
    await vi.waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/studies/5/reports?tab=2'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a screen rendered before its code arrived', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label} {count}
      </button>
    );
  }

  it('keeps its state when it renders again with new props after loading', async () => {
    let resolve: (module: { default: typeof Counter }) => void = () => undefined;
    const Screen = lazyScreen<{ label: string }>(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    // The screen replaces content that was already on view (a navigation), then loads.
    const tree = (label: string | null) => (
      <Suspense fallback={<p>Loading</p>}>
        {label === null ? <p>Before</p> : <Screen label={label} />}
      </Suspense>
    );
    const view = render(tree(null));
    view.rerender(tree('first'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve({ default: Counter }));
    fireEvent.click(await screen.findByRole('button', { name: 'first 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'first 1' }));
    view.rerender(tree('second'));
    expect(screen.getByRole('button', { name: 'second 2' })).toBeInTheDocument();
  });
});
