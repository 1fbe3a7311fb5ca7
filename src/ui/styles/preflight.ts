import type { CSSBase } from '@twind/core';
import { themeVar } from './theme.ts';

/**
 * Tailwind's preflight targets `html` and `body`, which do not exist inside a shadow root, so we give
 * `:host` the base font and colours ourselves. They are `!important` because for important declarations
 * the shadow tree's context wins the cascade: a host's `fp-x { color: red !important }` cannot repaint
 * our text, while a host still themes us through the `--fp-*` properties these values read.
 */
// Typed loosely: csstype's keyword unions do not admit the `!important` suffix.
const important = (value: string) => `${value} !important` as never;

export const HOST_PREFLIGHT: CSSBase = {
  ':host': {
    display: 'block',
    fontFamily: important(themeVar('fontFamily')),
    fontSize: important(themeVar('fontSize')),
    fontWeight: important('400'),
    fontStyle: important('normal'),
    lineHeight: important('1.5'),
    letterSpacing: important('normal'),
    textAlign: important('start'),
    textTransform: important('none'),
    textIndent: important('0'),
    whiteSpace: important('normal'),
    color: important(themeVar('text')),
    visibility: 'visible',
    '-webkit-text-size-adjust': '100%',
  },
  ':host([hidden])': { display: 'none' },
  // Inside an overlay the page colours are the surface colours, so everything in it (muted text, borders,
  // inputs) follows them without a second set of classes.
  '[data-slot="popover-content"]': {
    '--fp-color-text': themeVar('surfaceText'),
    '--fp-color-muted': themeVar('surfaceMuted'),
    '--fp-color-background': themeVar('surfaceBackground'),
    '--fp-color-border': themeVar('surfaceBorder'),
  } as never,
  '*, ::before, ::after': { boxSizing: 'border-box', borderWidth: '0', borderStyle: 'solid', borderColor: themeVar('border') },
  'h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote': { margin: '0' },
  'h1, h2, h3, h4, h5, h6': { fontSize: 'inherit', fontWeight: 'inherit' },
  'ul, ol': { listStyle: 'none', padding: '0' },
  'button, input, select, textarea': {
    font: 'inherit',
    color: 'inherit',
    margin: '0',
    padding: '0',
    backgroundColor: 'transparent',
    letterSpacing: 'inherit',
  },
  'button, [role="button"]': { cursor: 'pointer' },
  ':disabled': { cursor: 'default' },
  'img, svg': { display: 'block', maxWidth: '100%' },
  // Utilities such as `flex` would otherwise outrank the attribute: hidden means hidden.
  '[hidden]': { display: important('none') },
};
