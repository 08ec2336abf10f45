import { controls, mockFlagOn, persistControls, STORAGE_KEY } from '@/mocks/controls';

describe('mock mode answers feature flags: on until turned off', () => {
  afterEach(() => controls.reset());

  it('has every flag on at first', () => {
    expect(mockFlagOn('labs')).toBe(true);
    expect(mockFlagOn('anything-else')).toBe(true);
  });

  it('turns one flag off and back on, leaving the others', () => {
    controls.setFlag('labs', false);
    expect(mockFlagOn('labs')).toBe(false);
    expect(mockFlagOn('beta')).toBe(true);
    controls.setFlag('labs', true);
    expect(mockFlagOn('labs')).toBe(true);
  });

  it('keeps a flag turned off across a reload of the tab', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    persistControls(storage);
    controls.setFlag('labs', false);
    const saved = store.get(STORAGE_KEY) ?? '';
    controls.setFlag('labs', true);
    store.set(STORAGE_KEY, saved);
    persistControls(storage);
    expect(mockFlagOn('labs')).toBe(false);
  });
});
