import { defineConfig } from '@twind/core';
import presetTailwind from '@twind/preset-tailwind';
import { HOST_PREFLIGHT } from './preflight.ts';
import { themeVar } from './theme.ts';

/** The one twind configuration: Tailwind's utilities, our `:host` preflight and the `fp-*` theme colours. */
export const PORTAL_TWIND_CONFIG = defineConfig({
  presets: [presetTailwind({ disablePreflight: true })],
  preflight: HOST_PREFLIGHT,
  hash: false,
  theme: {
    extend: {
      colors: {
        fp: {
          text: themeVar('text'),
          muted: themeVar('muted'),
          background: themeVar('background'),
          border: themeVar('border'),
          primary: themeVar('primary'),
          danger: themeVar('danger'),
        },
      },
      borderRadius: { fp: themeVar('radius') },
    },
  },
});
