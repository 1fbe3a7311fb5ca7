import type { LightningCSSOptions } from 'vite';

/**
 * Inside a shadow root `rem` is still the host page's root font size, so a host with `html { font-size: 62.5% }`
 * would shrink every Tailwind size of ours to 10/16. Every stylesheet the elements adopt (the build-time twind
 * CSS, Sonner's styles.css) goes through Vite's CSS pipeline, where this lightningcss visitor (vite.config.ts,
 * `css.lightningcss.visitor`) writes each rem as px at the size the designs assume. Parsed lengths (calc and
 * min() included) and raw tokens (custom properties, var() fallbacks) alike; selectors such as
 * `.min-w-\[12rem\]` are left as they are.
 */
export const DESIGN_REM_PX = 16;

const toPx = (rem: number) => Math.round(rem * DESIGN_REM_PX * 1000) / 1000;

export const REM_TO_PX: NonNullable<LightningCSSOptions['visitor']> = {
  Length: (length) => (length.unit === 'rem' ? { unit: 'px', value: toPx(length.value) } : undefined),
  Token: {
    dimension: (token) =>
      token.unit === 'rem' ? { type: 'token', value: { type: 'dimension', unit: 'px', value: toPx(token.value) } } : undefined,
  },
};
