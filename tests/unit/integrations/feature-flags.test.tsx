import { GrowthBook } from '@growthbook/growthbook-react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useFlagCheck } from '@/integrations';
import { GrowthBookFlags } from '@/integrations/growthbook-flags';

const wrapperFor =
  (growthbook: GrowthBook) =>
  ({ children }: { children: ReactNode }) => (
    <GrowthBookFlags growthbook={growthbook}>{children}</GrowthBookFlags>
  );

describe('useFlagCheck', () => {
  test('without a feature-flag provider every flag is off', () => {
    const { result } = renderHook(() => useFlagCheck());
    expect(result.current('beta-menu')).toBe(false);
  });

  test('a flag turned on through the GrowthBook bridge shows, with a new check for memoised consumers', async () => {
    const growthbook = new GrowthBook();
    const { result } = renderHook(() => useFlagCheck(), { wrapper: wrapperFor(growthbook) });
    const before = result.current;
    expect(before('beta-menu')).toBe(false);
    // What a features response does once it arrives: the same client, new features.
    await act(() => growthbook.setPayload({ features: { 'beta-menu': { defaultValue: true } } }));
    expect(result.current('beta-menu')).toBe(true);
    expect(result.current('other')).toBe(false);
    expect(result.current).not.toBe(before);
    growthbook.destroy();
  });
});
