import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '../hooks/use-store.ts';
import { activeToastRegion, joinToastRegions, toastRegions } from './toast-regions.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/** Where this element would show the page's toasts; only the page's active region loads the toaster. */
export function ToastRegion() {
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    const region = joinToastRegions();
    setId(region.id);
    return region.leave;
  }, []);
  const active = useStore(toastRegions, activeToastRegion);
  if (id === null || active !== id) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
