import { Suspense } from 'react';
import { useAssembly } from '../assembly';

/** The modules' banners, above the screen in every admin and editor frame. */
export function ModuleBanners() {
  const { banners } = useAssembly();
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {banners.map((Banner, i) => (
        <Banner key={i} />
      ))}
    </Suspense>
  );
}
