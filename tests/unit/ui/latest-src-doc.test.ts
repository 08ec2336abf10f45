import { renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { useLatestSrcDoc } from '@/ui/preview-frame/use-latest-src-doc';

/** The hook on a frame whose `srcdoc` assignments are recorded. */
function frameWith(first: string) {
  const hook = renderHook(({ doc }) => useLatestSrcDoc(doc), { initialProps: { doc: first } });
  const assigned = vi.fn();
  hook.result.current.ref.current = {
    set srcdoc(value: string) {
      assigned(value);
    },
  } as unknown as HTMLIFrameElement;
  return {
    assigned,
    change: (doc: string) => hook.rerender({ doc }),
    loaded: () => hook.result.current.onLoad(),
  };
}

describe('a srcdoc frame kept on its latest document', () => {
  test('a document that changed while the first was loading is applied again when the load ends', () => {
    const frame = frameWith('<h1></h1>');
    frame.change('<h1>Help ons migraine te begrijpen</h1>');
    frame.loaded();
    expect(frame.assigned).toHaveBeenCalledExactlyOnceWith('<h1>Help ons migraine te begrijpen</h1>');
    // The load of that document ends the matter.
    frame.loaded();
    expect(frame.assigned).toHaveBeenCalledTimes(1);
  });

  test('of several changes during one load, only the last is applied', () => {
    const frame = frameWith('A');
    frame.loaded();
    frame.change('B');
    frame.change('C');
    frame.loaded();
    expect(frame.assigned).toHaveBeenCalledExactlyOnceWith('C');
  });

  test('changes made after each load are left to React: nothing is applied twice', () => {
    const frame = frameWith('A');
    frame.loaded();
    frame.change('B');
    frame.loaded();
    frame.change('C');
    frame.loaded();
    expect(frame.assigned).not.toHaveBeenCalled();
  });

  test('a re-render with the same document changes nothing', () => {
    const frame = frameWith('A');
    frame.change('A');
    frame.loaded();
    expect(frame.assigned).not.toHaveBeenCalled();
  });
});

describe('a document the frame may have dropped', () => {
  afterEach(() => vi.useRealTimers());

  test('is applied once more when it has stayed the same for a moment, and only the last of a burst', () => {
    vi.useFakeTimers();
    const frame = frameWith('A');
    frame.loaded();
    frame.change('B');
    frame.loaded();
    frame.change('C');
    vi.advanceTimersByTime(200);
    expect(frame.assigned).not.toHaveBeenCalled();
    frame.change('D');
    vi.advanceTimersByTime(400);
    expect(frame.assigned).toHaveBeenCalledExactlyOnceWith('D');
  });

  test('with no load since it was set, is applied again, and once more when a load ends', () => {
    vi.useFakeTimers();
    const frame = frameWith('A');
    frame.loaded();
    frame.change('B');
    vi.advanceTimersByTime(400);
    expect(frame.assigned).toHaveBeenCalledExactlyOnceWith('B');
    frame.loaded();
    expect(frame.assigned.mock.calls).toEqual([['B'], ['B']]);
    // That load ends it.
    frame.loaded();
    vi.advanceTimersByTime(1000);
    expect(frame.assigned).toHaveBeenCalledTimes(2);
  });

  test('leaves the first document alone', () => {
    vi.useFakeTimers();
    const frame = frameWith('A');
    vi.advanceTimersByTime(1000);
    frame.loaded();
    expect(frame.assigned).not.toHaveBeenCalled();
  });
});
