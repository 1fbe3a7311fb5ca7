import { useEffect } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
// Sonner's own stylesheet, as a string: the build strips the copy Sonner would append to the host's <head>.
import sonnerCss from 'sonner/dist/styles.css?inline';
import { useShadowRoot } from '../shadow-root-context.ts';
import { adoptSheet, sheetOnFirstUse } from '../styles/adopt-sheet.ts';
import { toasterMounted, toasterUnmounted } from './toast-regions.ts';

/** Spec section 9: top-center, close button, rich colours, 3 visible, 4 s by default. */
export const TOASTER_SETTINGS = {
  position: 'top-center',
  closeButton: true,
  richColors: true,
  visibleToasts: 3,
  duration: 4000,
} as const satisfies ToasterProps;

const sonnerSheet = sheetOnFirstUse(sonnerCss);

/** Sonner's toaster inside this element's shadow root, with Sonner's styles adopted there. Lazily loaded. */
export default function Toaster() {
  const root = useShadowRoot();
  useEffect(() => {
    adoptSheet(root, sonnerSheet());
    // Runs after Sonner's own effect has subscribed (children's effects run first), so no toast is lost.
    toasterMounted();
    return toasterUnmounted;
  }, [root]);
  // "Messages", not Sonner's default "Notifications": the bell's region already has that name.
  return <SonnerToaster {...TOASTER_SETTINGS} containerAriaLabel="Messages" />;
}
