import type { AnalyticsSink } from './analytics.ts';

export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
/** Spec section 1: analytics consent defaults to granted. */
export const DEFAULT_CONSENT = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
} as const;

export type Gtag = (...args: unknown[]) => void;
export type AnalyticsWindow = Pick<Window, 'document'> & { dataLayer?: unknown[]; gtag?: Gtag };

export interface AnalyticsLoadOptions {
  /** The analytics measurement id (analytics-id); without one nothing loads. */
  measurementId?: string;
  /** Spec section 1: the analytics script is loaded in production only. */
  production: boolean;
  window?: AnalyticsWindow;
}

/**
 * Sets consent, configures the measurement id and adds the analytics script; returns the sink to
 * track through, or null when analytics is off (not production, or no measurement id configured).
 */
export function loadAnalytics({ measurementId, production, window: win = globalThis.window }: AnalyticsLoadOptions): AnalyticsSink | null {
  const id = measurementId?.trim();
  if (!production || !id || !win) return null;
  const layer = (win.dataLayer ??= []);
  const gtag: Gtag =
    win.gtag ??
    function gtag() {
      // gtag.js only acts on Arguments objects in the data layer, not on arrays: this is its own snippet.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
  win.gtag = gtag;
  gtag('consent', 'default', { ...DEFAULT_CONSENT });
  gtag('js', new Date());
  gtag('config', id);

  const src = `${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  const { document } = win;
  if (!document.querySelector(`script[src="${src}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }
  return (command, event, params) => gtag(command, event, params);
}
