import { browserTimer, isSaveShortcut } from '@/editing';

describe('the renewal timer', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every interval until stopped (fake timers drive it)', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const stop = browserTimer.every(60_000, tick);
    vi.advanceTimersByTime(59_999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });
});

describe('Ctrl/Cmd+S', () => {
  const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

  it('is Ctrl+S or Cmd+S, in either case', () => {
    expect(isSaveShortcut(key({ key: 's', ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key({ key: 's', metaKey: true }))).toBe(true);
    expect(isSaveShortcut(key({ key: 'S', ctrlKey: true }))).toBe(true);
  });

  it('is not S alone, nor with Shift or Alt', () => {
    expect(isSaveShortcut(key({ key: 's' }))).toBe(false);
    expect(isSaveShortcut(key({ key: 's', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSaveShortcut(key({ key: 's', ctrlKey: true, altKey: true }))).toBe(false);
  });
});
