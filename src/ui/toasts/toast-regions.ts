import { createStore } from 'zustand/vanilla';

/**
 * Every element with the page's session offers a place for toasts, but only one may show them, or each
 * toast would appear once per element. The first region that joined shows them; when its element leaves
 * the page, the next one takes over.
 */
export const toastRegions = createStore<{ ids: readonly number[]; wanted: boolean }>(() => ({ ids: [], wanted: false }));

let nextId = 0;

export function joinToastRegions(): { id: number; leave: () => void } {
  const id = nextId++;
  toastRegions.setState(({ ids }) => ({ ids: [...ids, id] }));
  return { id, leave: () => toastRegions.setState(({ ids }) => ({ ids: ids.filter((other) => other !== id) })) };
}

/** The region that shows toasts; none until the page's first toast, so Sonner loads only when needed. */
export const activeToastRegion = ({ ids, wanted }: { ids: readonly number[]; wanted: boolean }): number | undefined =>
  wanted ? ids[0] : undefined;

// Sonner drops toasts sent while no Toaster listens, so a toast waits for one to be mounted.
let mounted = false;
let waiting: Array<() => void> = [];

export function toasterMounted(): void {
  mounted = true;
  for (const resume of waiting) resume();
  waiting = [];
}

export function toasterUnmounted(): void {
  mounted = false;
}

/** Asks the active region to load the toaster (if it has not yet) and resolves once it listens. */
export function whenToasterMounted(): Promise<void> {
  if (!toastRegions.getState().wanted) toastRegions.setState({ wanted: true });
  return mounted ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}
