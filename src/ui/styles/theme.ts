/**
 * The public theming surface: `--fp-*` custom properties. Our styles read each one with its default as the
 * `var()` fallback, so a host may set them on the element itself or on any ancestor (`:root` included);
 * declaring them on `:host` would shadow values a host sets on an ancestor.
 */
export const THEME_PROPERTIES = {
  fontFamily: ['--fp-font-family', 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'],
  fontSize: ['--fp-font-size', '14px'],
  text: ['--fp-color-text', '#111827'],
  muted: ['--fp-color-muted', '#6b7280'],
  background: ['--fp-color-background', '#ffffff'],
  border: ['--fp-color-border', '#e5e7eb'],
  primary: ['--fp-color-primary', '#2563eb'],
  danger: ['--fp-color-danger', '#b91c1c'],
  radius: ['--fp-radius', '6px'],
  // Overlays (popovers, menus) float above the host page rather than sitting on its header or sidebar, so
  // they take their own colours: a host that makes the bell white on a dark header keeps a readable panel.
  surfaceText: ['--fp-surface-color-text', '#111827'],
  surfaceMuted: ['--fp-surface-color-muted', '#6b7280'],
  surfaceBackground: ['--fp-surface-color-background', '#ffffff'],
  surfaceBorder: ['--fp-surface-color-border', '#e5e7eb'],
} as const;

export type ThemeProperty = keyof typeof THEME_PROPERTIES;

/** `var(--fp-x, default)` for use in our styles and the twind theme. */
export function themeVar(property: ThemeProperty): string {
  const [name, fallback] = THEME_PROPERTIES[property];
  return `var(${name}, ${fallback})`;
}
