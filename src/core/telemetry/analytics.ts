/** The analytics events of spec section 9, typed, sent through an injected gtag-style sink. */

export const ANALYTICS_EVENTS = [
  'login',
  'logout',
  'sign_up',
  'search',
  'select_content',
  'keyword_list_updated',
  'blog_published',
  'sm_post_published',
  'commitment_opt_in_change',
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** What every event carries where known (spec section 9): the selected client and the page type. */
export interface AnalyticsContext {
  clientName?: string | null;
  clientId?: string | null;
  pageType?: string | null;
}

type ParamValue = string | number | boolean;
type ExtraParams = Record<string, ParamValue | undefined>;

/** Extra parameters per event; login, sign_up, search and select_content use the analytics service's recommended names. */
export interface AnalyticsEventParams {
  login: { method?: string };
  logout: ExtraParams;
  sign_up: { method?: string };
  search: { search_term: string };
  select_content: { content_type: string; content_id?: string };
  keyword_list_updated: ExtraParams;
  blog_published: ExtraParams;
  sm_post_published: ExtraParams;
  commitment_opt_in_change: ExtraParams;
}

/** gtag's `event` command: `gtag('event', name, params)`. */
export type AnalyticsSink = (command: 'event', event: AnalyticsEvent, params: Record<string, ParamValue>) => void;

export interface Analytics {
  track<E extends AnalyticsEvent>(event: E, context?: AnalyticsContext, params?: AnalyticsEventParams[E]): void;
}

export function analyticsParams(context: AnalyticsContext = {}, extra: ExtraParams = {}): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = {};
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) params[name] = value;
  // Unknown values are left out rather than sent empty, so reports don't group them under "".
  if (context.clientName) params.client_name = context.clientName;
  if (context.clientId) params.client_id = context.clientId;
  if (context.pageType) params.page_type = context.pageType;
  return params;
}

export function createAnalytics(sink: AnalyticsSink): Analytics {
  return {
    track(event, context, params) {
      sink('event', event, analyticsParams(context, params as ExtraParams | undefined));
    },
  };
}
