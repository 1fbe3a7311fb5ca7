// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
// The script tag is what we assert on; nothing may be fetched from the analytics host.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS, createAnalytics, type AnalyticsSink } from '../../src/core/telemetry/analytics.ts';
import { ANALYTICS_SCRIPT_URL, loadAnalytics, type AnalyticsWindow } from '../../src/core/telemetry/analytics-script.ts';

const win = window as unknown as AnalyticsWindow;

afterEach(() => {
  delete win.dataLayer;
  delete win.gtag;
  document.head.innerHTML = '';
});

const analyticsScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(ANALYTICS_SCRIPT_URL));
const layerEntries = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('analytics events (spec section 9)', () => {
  it('are exactly the nine events of the spec', () => {
    expect(ANALYTICS_EVENTS).toEqual([
      'login',
      'logout',
      'sign_up',
      'search',
      'select_content',
      'keyword_list_updated',
      'blog_published',
      'sm_post_published',
      'commitment_opt_in_change',
    ]);
  });

  it('carry client name, client id and page type', () => {
    const sink = vi.fn<AnalyticsSink>();
    createAnalytics(sink).track(
      'blog_published',
      { clientName: 'Harbor & Vale Law', clientId: 'c1', pageType: 'blog-content' },
      { blog_id: 'b1' },
    );
    expect(sink).toHaveBeenCalledWith('event', 'blog_published', {
      blog_id: 'b1',
      client_name: 'Harbor & Vale Law',
      client_id: 'c1',
      page_type: 'blog-content',
    });
  });

  it('leave out what is not known', () => {
    const sink = vi.fn<AnalyticsSink>();
    const analytics = createAnalytics(sink);
    analytics.track('login', { pageType: 'login' }, { method: 'auth0' });
    analytics.track('logout');
    analytics.track('search', { clientId: 'c1', clientName: null }, { search_term: 'blog' });
    expect(sink.mock.calls).toEqual([
      ['event', 'login', { method: 'auth0', page_type: 'login' }],
      ['event', 'logout', {}],
      ['event', 'search', { search_term: 'blog', client_id: 'c1' }],
    ]);
  });
});

describe('loadAnalytics (spec section 1: production only, consent granted by default)', () => {
  it('loads nothing outside production', () => {
    expect(loadAnalytics({ measurementId: 'G-TEST', production: false, window: win })).toBeNull();
    expect(analyticsScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it('loads nothing in production without a measurement id', () => {
    expect(loadAnalytics({ production: true, window: win })).toBeNull();
    expect(loadAnalytics({ measurementId: '  ', production: true, window: win })).toBeNull();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('in production with an id: consent granted first, then config, then one async script', () => {
    const sink = loadAnalytics({ measurementId: 'G-TEST', production: true, window: win });
    expect(sink).toBeTypeOf('function');
    const entries = layerEntries();
    expect(entries[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    expect(entries[1]![0]).toBe('js');
    expect(entries[2]).toEqual(['config', 'G-TEST']);
    expect(analyticsScripts().map((script) => [script.src, script.async])).toEqual([[`${ANALYTICS_SCRIPT_URL}?id=G-TEST`, true]]);
  });

  it('pushes Arguments objects, as gtag.js requires, and tracks through the data layer', () => {
    const sink = loadAnalytics({ measurementId: 'G-TEST', production: true, window: win })!;
    createAnalytics(sink).track('select_content', { clientId: 'c1' }, { content_type: 'notification', content_id: 'blog:1' });
    const last = win.dataLayer!.at(-1)!;
    expect(Object.prototype.toString.call(last)).toBe('[object Arguments]');
    expect(Array.from(last as ArrayLike<unknown>)).toEqual([
      'event',
      'select_content',
      { content_type: 'notification', content_id: 'blog:1', client_id: 'c1' },
    ]);
  });

  it('adds the script once when loaded twice', () => {
    loadAnalytics({ measurementId: 'G-TEST', production: true, window: win });
    loadAnalytics({ measurementId: 'G-TEST', production: true, window: win });
    expect(analyticsScripts()).toHaveLength(1);
  });
});
