/** The sidebar's tunables (spec section 9), named once here. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Seven days, in seconds (the cookie's max-age). */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
// In px, not rem: these are inline styles, which the build's rem-to-px pass never sees, and rem inside a shadow
// root follows the host page's root font size. (16rem, 18rem and 3rem at 16px.)
export const SIDEBAR_WIDTH = '256px';
export const SIDEBAR_WIDTH_MOBILE = '288px';
export const SIDEBAR_WIDTH_ICON = '48px';
/** With Ctrl (or Cmd on a Mac). */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Below this width the sidebar is a sheet. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Hovering a submenu's trigger this long opens it. */
export const SIDEBAR_SUBMENU_HOVER_DELAY_MS = 100;
/** Icon-only tooltips: shown at once, and within this time of one closing the next one skips any delay. */
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;
export const SIDEBAR_TOOLTIP_SKIP_DELAY_MS = 300;
