/** The sidebar's tunables (spec section 9), named once here. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Seven days, in seconds (the cookie's max-age). */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** With Ctrl (or Cmd on a Mac). */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Below this width the sidebar is a sheet. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Hovering a submenu's trigger this long opens it. */
export const SIDEBAR_SUBMENU_HOVER_DELAY_MS = 100;
/** Icon-only tooltips: shown at once, and within this time of one closing the next one skips any delay. */
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;
export const SIDEBAR_TOOLTIP_SKIP_DELAY_MS = 300;
