// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FLUSH_DURATION_LIMIT, MESSAGES_LIMIT } from '@datadog/browser-core/cjs/transport/flushController.js';
import { RECOMMENDED_REQUEST_BYTES_LIMIT } from '@datadog/browser-core/cjs/transport/httpRequest.js';
import { MESSAGE_BYTES_LIMIT } from '@datadog/browser-core/cjs/transport/batch.js';
import { SESSION_EXPIRATION_DELAY, SESSION_TIME_OUT_DELAY } from '@datadog/browser-core/cjs/domain/session/sessionConstants.js';
import { loggerConfiguration, PROXY_CLIENT_TOKEN, startLogger } from '../../src/core/telemetry/logger.ts';

const intakeUrl = 'http://localhost:4000/intake/logs';

describe('browser logger configuration (spec section 9)', () => {
  it('sends to the configured intake through the proxy option, session sample rate 100, environment prod', () => {
    expect(loggerConfiguration({ intakeUrl })).toEqual({
      clientToken: PROXY_CLIENT_TOKEN,
      proxy: intakeUrl,
      service: 'fp-portal',
      env: 'prod',
      sessionSampleRate: 100,
      forwardErrorsToLogs: true,
      forwardConsoleLogs: ['error'],
    });
    expect(loggerConfiguration({ intakeUrl, clientToken: 'pub-real', version: '1.2.3' })).toMatchObject({
      clientToken: 'pub-real',
      version: '1.2.3',
    });
  });

  it("relies on the SDK's built-in limits for the rest: flush 30 s, 50 messages or 16 KiB a batch, 256 KiB a message, 4 h sessions, 15 min idle", () => {
    expect(FLUSH_DURATION_LIMIT).toBe(30_000);
    expect(MESSAGES_LIMIT).toBe(50);
    expect(RECOMMENDED_REQUEST_BYTES_LIMIT).toBe(16 * 1024);
    expect(MESSAGE_BYTES_LIMIT).toBe(256 * 1024);
    expect(SESSION_TIME_OUT_DELAY).toBe(4 * 60 * 60 * 1000);
    expect(SESSION_EXPIRATION_DELAY).toBe(15 * 60 * 1000);
  });
});

describe('startLogger', () => {
  it('loads the SDK only when called and initializes it with the configuration', async () => {
    const logger = { info: vi.fn() };
    const datadogLogs = { init: vi.fn(), logger };
    const load = vi.fn(async () => ({ datadogLogs }));
    const started = await startLogger({ intakeUrl }, load as never);
    expect(load).toHaveBeenCalledTimes(1);
    expect(datadogLogs.init).toHaveBeenCalledWith(loggerConfiguration({ intakeUrl }));
    expect(started).toBe(logger);
  });

  it('refuses an empty intake URL with a message saying how to set it', async () => {
    await expect(startLogger({ intakeUrl: '' }, vi.fn() as never)).rejects.toThrow(/logs-url/);
  });

  it('starts the real SDK pointed at the intake', async () => {
    const logger = await startLogger({ intakeUrl });
    const { datadogLogs } = await import('@datadog/browser-logs');
    expect(datadogLogs.getInitConfiguration()).toMatchObject({ proxy: intakeUrl, env: 'prod', sessionSampleRate: 100 });
    expect(logger).toBe(datadogLogs.logger);
  });

  it('imports the SDK lazily: only a type import and a dynamic import() name it', () => {
    const source = readFileSync(join(import.meta.dirname, '../../src/core/telemetry/logger.ts'), 'utf8');
    expect(source.match(/^import (?!type ).*@datadog/gm) ?? []).toEqual([]);
    expect(source).toContain("import('@datadog/browser-logs')");
  });
});
