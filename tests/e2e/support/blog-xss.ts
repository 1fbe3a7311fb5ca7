// The public XSS payloads (tests/support/xss-payloads.ts, each calling the marker `__xss(1)` when it runs) stored
// through the service as data, and a guard that notices any of them running on a page: a marker call in any frame,
// a dialog, or markup that could run left in the elements' shadow roots.
import type { Page } from 'playwright-core';
import {
  ModifyBlogImageNameDocument,
  ModifyBlogJobContentDocument,
  SelectAiBlogImageDocument,
} from '../../../src/core/api/generated/operations.ts';
import { textProblem } from '../../../demo/server/input/text-rules.ts';
import { expectHostileMarkup } from '../../support/csp-violations.ts';
import { XSS_MARKER, XSS_PAYLOADS } from '../../support/xss-payloads.ts';
import { MAIN_CLIENT_ID, mutate, PEOPLE } from './blog-expected.ts';
import type { BlogService } from './blog-service.ts';

/** The service's limits (demo/server/graphql/resolvers/blog-input.ts TITLE_MAX; openapi BlogJobTopicUpdate). */
const TITLE_MAX = 200;
const TOPIC_MAX = 300;
/** Calls in flight at once while seeding: the embedded database works one query at a time anyway. */
const SEEDING_CONCURRENCY = 4;

export interface PayloadPost {
  id: string;
  /**
   * The payload, stored as the post's topic, content, title and featured image's name (a payload longer than a
   * title may be stays the topic, which the h1 then shows, and leaves the image its own name).
   */
  payload: string;
  imageName: string | null;
}

/** Runs `work` on every item, SEEDING_CONCURRENCY at a time, keeping the results in the items' order. */
export async function inBatches<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: SEEDING_CONCURRENCY }, worker));
  return results;
}

/**
 * One new post per payload in the deliverable's period, made as staff make posts (REST POST /v1/blogs/jobs) with
 * the payload as its topic, then saved with the payload as content and title, and given a featured image renamed
 * to the payload: every place the contract lets a person's text into a post.
 */
export async function seedPayloadPosts(service: BlogService, deliverableId: string): Promise<{ posts: PayloadPost[]; refused: string[] }> {
  const payloads = XSS_PAYLOADS.filter((payload) => payload.trim() === payload && payload.length <= TOPIC_MAX);
  const admin = PEOPLE.admin.id;
  const results = await inBatches(payloads, async (payload, index): Promise<PayloadPost | string> => {
    const created = await service.rest(admin, 'POST', '/blogs/jobs', { clientId: MAIN_CLIENT_ID, deliverableId, topic: payload });
    // A payload with a control character the service does not take in text must be refused, naming
    // the field, before it is stored anywhere; nothing of it can then reach a page.
    if (textProblem(payload, 'text')) {
      if (created.status !== 400 || created.body.field !== 'topic')
        throw new Error(`Payload #${index} holds a control character, yet was answered ${created.status}: ${JSON.stringify(created.body)}`);
      return payload;
    }
    if (created.status !== 200 && created.status !== 201)
      throw new Error(`Creating the post for payload #${index} failed (${created.status}): ${JSON.stringify(created.body)}`);
    const id = String(created.body.id);
    const title = payload.length <= TITLE_MAX ? payload : null;
    await mutate(service, admin, ModifyBlogJobContentDocument, {
      blogJobId: id,
      content: payload,
      title,
      expectedVersion: created.body.contentVersion,
    });
    const chosen = await mutate<{ selectAiBlogImage: { images: Array<{ id: string; type: string }> } }>(
      service,
      admin,
      SelectAiBlogImageDocument,
      {
        blogJobId: id,
        type: 'Featured',
        prompt: `Featured image ${index}`,
      },
    );
    const image = chosen.selectAiBlogImage.images.find((candidate) => candidate.type === 'Featured')!;
    const imageName = payload.length <= TITLE_MAX ? payload : null;
    if (imageName) await mutate(service, admin, ModifyBlogImageNameDocument, { blogImageId: image.id, name: imageName });
    return { id, payload, imageName };
  });
  return {
    posts: results.filter((result): result is PayloadPost => typeof result !== 'string'),
    refused: results.filter((result) => typeof result === 'string'),
  };
}

export interface PayloadGuard {
  /** Everything that shows a payload ran, in the page and in every frame; empty when none did. */
  findings(): Promise<string[]>;
}

/**
 * Watches a page from its first navigation on: the marker is defined in every frame and reports to the test,
 * alert/confirm/prompt open real dialogs that are counted and dismissed, and print() is counted. The page shows
 * hostile markup on purpose, so the policy's reports of the sanitizer's parse are expected there (and only those).
 */
export async function guardAgainstPayloads(page: Page): Promise<PayloadGuard> {
  expectHostileMarkup(page.context());
  const reported: string[] = [];
  const dialogs: string[] = [];
  await page.exposeBinding('__xssReport', ({ frame }, what: string) => void reported.push(`${what} in frame ${frame.url()}`));
  await page.addInitScript((marker) => {
    const scope = globalThis as any;
    const calls: string[] = (scope.__xssCalls = []);
    const report = (what: string) => {
      calls.push(what);
      void scope.__xssReport?.(what);
    };
    scope[marker] = (value: unknown) => report(`${marker}(${String(value)})`);
    scope.print = () => report('print()');
  }, XSS_MARKER);
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });

  return {
    async findings() {
      const inFrames: string[] = [];
      for (const frame of page.frames()) {
        const calls = await frame.evaluate(() => ((globalThis as any).__xssCalls as string[] | undefined) ?? []).catch(() => []);
        inFrames.push(...calls.map((call) => `${call} recorded in frame ${frame.url()}`));
      }
      return [...new Set([...reported, ...inFrames]), ...dialogs, ...(await runnableMarkup(page))];
    },
  };
}

/** Markup in the elements' shadow roots that could run script: a payload that got through the sanitizer whole. */
export function runnableMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const unsafeUrl = /^\s*(javascript|vbscript|data:text\/html)/i;
    const visit = (root: Document | ShadowRoot, inShadow: boolean) => {
      for (const element of root.querySelectorAll('*')) {
        if (inShadow) {
          if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta'].includes(element.localName))
            found.push(`<${element.localName}> in a shadow root`);
          for (const { name, value } of element.attributes) {
            if (name.toLowerCase().startsWith('on')) found.push(`${name}="${value.slice(0, 60)}" on <${element.localName}>`);
            // The browser skips control characters and spaces in a URL's scheme, so the check does too.
            if (
              ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(name.toLowerCase()) &&
              // eslint-disable-next-line no-control-regex -- those characters are exactly what is skipped
              unsafeUrl.test(value.replace(/[\u0000-\u0020]/g, ''))
            ) {
              found.push(`${name}="${value.slice(0, 60)}" on <${element.localName}>`);
            }
          }
        }
        if (element.shadowRoot) visit(element.shadowRoot, true);
      }
    };
    visit(document, false);
    return found;
  });
}
