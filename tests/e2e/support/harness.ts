import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from '../../support/browser.ts';
import { connectToService, startE2eService, type E2eService, type RunningService } from './e2e-service.ts';

export interface Harness {
  readonly service: E2eService;
  /** A fresh browser context per test: no storage, cookies or provider session carried over. */
  readonly context: BrowserContext;
  readonly page: Page;
}

export interface HarnessOptions {
  /**
   * 'shared' (default): the suite's one service (support/shared-service.ts), for files that only read the
   * seeded demo. 'own': a service with a fresh database for this file alone, for files that change data.
   */
  service?: 'shared' | 'own';
}

function sharedService(): E2eService {
  const provided = inject('e2eService');
  if ('error' in provided) throw new Error(`The shared e2e service did not start: ${provided.error}`);
  return connectToService(provided);
}

/** The service for the file and one Chromium; a new context and page for every test. */
export function useHarness({ service: which = 'shared' }: HarnessOptions = {}): Harness {
  let service: E2eService | undefined;
  let own: RunningService | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    if (which === 'own') service = own = await startE2eService();
    else service = sharedService();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });
  beforeEach(async () => {
    context = await browser!.newContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not ready: use the harness inside a test.`);
    return value;
  };
  return {
    get service() {
      return ready(service, 'service');
    },
    get context() {
      return ready(context, 'browser context');
    },
    get page() {
      return ready(page, 'page');
    },
  };
}
