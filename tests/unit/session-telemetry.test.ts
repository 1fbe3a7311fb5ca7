import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig, type PortalSettings } from '../../src/core/config.ts';
import { createSession } from '../../src/core/session/session.ts';
import { analyticsOf, startTelemetry } from '../../src/core/session/telemetry.ts';
import { memoryRuntime, PAGE_URL } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const AUTH: PortalSettings = { authDomain: 'http://id.test', authClientId: 'portal', authAudience: 'https://api.test/' };

function setup(settings: PortalSettings = {}) {
  const session = createSession(memoryRuntime(), resolveConfig({ ...AUTH, ...settings }, PAGE_URL), { createAuthClient: vi.fn() });
  const deps = {
    startFlags: vi.fn(async () => {}),
    startLogger: vi.fn(async () => ({}) as never),
    loadAnalytics: vi.fn(() => null),
  };
  return { session, deps };
}

describe('startTelemetry', () => {
  it('starts nothing that is not configured, and never the analytics script outside production', async () => {
    const { session, deps } = setup();
    await startTelemetry(session, { production: false, ...deps }).started;
    expect(deps.startFlags).not.toHaveBeenCalled();
    expect(deps.startLogger).not.toHaveBeenCalled();
    expect(deps.loadAnalytics).toHaveBeenCalledWith({ measurementId: undefined, production: false });
  });

  it('starts the flag SDK for flags-client-id and flags-url, and the logger for logs-url', async () => {
    const { session, deps } = setup({ flagsClientId: 'env-1', flagsUrl: '/flags', logsUrl: 'https://api.test/intake/logs' });
    await startTelemetry(session, { production: true, ...deps }).started;
    expect(deps.startFlags).toHaveBeenCalledWith({ clientId: 'env-1', baseUrl: 'http://host.test/flags' }, session.runtime.flags);
    expect(deps.startLogger).toHaveBeenCalledWith({ intakeUrl: 'https://api.test/intake/logs' });
  });

  it('starts once per session however many elements ask', async () => {
    const { session, deps } = setup({ flagsClientId: 'env-1' });
    const first = startTelemetry(session, { production: false, ...deps });
    const second = startTelemetry(session, { production: false, ...deps });
    expect(second).toBe(first);
    await first.started;
    expect(deps.startFlags).toHaveBeenCalledTimes(1);
    expect(deps.loadAnalytics).toHaveBeenCalledTimes(1);
  });

  it('logs a failed SDK start with what it means and still settles', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, deps } = setup({ flagsClientId: 'env-1', logsUrl: 'https://api.test/intake/logs' });
    deps.startFlags.mockRejectedValue(new Error('offline'));
    await startTelemetry(session, { production: false, ...deps }).started;
    expect(error).toHaveBeenCalledWith('Could not start feature flags; the portal works without it.', expect.any(Error));
    expect(deps.startLogger).toHaveBeenCalled();
  });

  it('sends analytics events through the loaded script with client name, id and page type', () => {
    const { session, deps } = setup({ analyticsId: 'G-TEST' });
    const sink = vi.fn();
    deps.loadAnalytics.mockReturnValue(sink as never);
    analyticsOf(session).track('search', { clientName: 'Acme Law', clientId: 'c1' }, { search_term: 'blog' });
    expect(sink).not.toHaveBeenCalled();
    startTelemetry(session, { production: true, ...deps });
    expect(deps.loadAnalytics).toHaveBeenCalledWith({ measurementId: 'G-TEST', production: true });
    analyticsOf(session).track('search', { clientName: 'Acme Law', clientId: 'c1', pageType: 'home' }, { search_term: 'blog' });
    expect(sink).toHaveBeenCalledWith('event', 'search', {
      search_term: 'blog',
      client_name: 'Acme Law',
      client_id: 'c1',
      page_type: 'home',
    });
  });
});
