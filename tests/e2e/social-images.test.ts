// A social media post's image (/social-media-post/{id}) in the portal, against a service of its own and the real
// sign-in: the owner uploads a picture and the preview shows it, a file whose name is an XSS payload runs
// nothing, staff choose a Shutterstock image, put it in a banner template and go back to the original, and staff pass
// the image's QC.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GetSocialBoardDocument,
  GetSocialPostDocument,
  ModifySocialMediaJobHumanQcDocument,
  type GetSocialBoardQuery,
  type GetSocialPostQuery,
} from '../../src/core/api/generated/operations.ts';
import { XSS_PAYLOADS } from '../support/xss-payloads.ts';
import { MAIN_CLIENT_ID, mutate, PEOPLE, type Person } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { guardAgainstPayloads } from './support/blog-xss.ts';
import { expectHeading, openPortalPath, portal, SETTLE } from './support/portal.ts';

type SocialJob = GetSocialPostQuery['socialMediaJob'];

// A real 1×1 PNG: the service checks that the bytes are the format the file claims.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** Payloads that can be a file name: the service swaps slashes and line breaks, so those are left out. */
const FILE_NAME_PAYLOADS = XSS_PAYLOADS.filter(
  (payload) => !/[\\/\r\n]/.test(payload) && payload.length <= 120 && /__xss/.test(payload),
).slice(0, 3);

describe('a social post’s image', () => {
  const harness = useBlogHarness();
  let open: SocialJob[];

  beforeAll(async () => {
    const answer = await harness.service.graphql<GetSocialBoardQuery>(PEOPLE.owner.id, GetSocialBoardDocument, {
      input: { clientId: MAIN_CLIENT_ID, channel: 'SocialMedia' },
    });
    // Every job whose pictures may still change: the service refuses image changes on a published or canceled one.
    const editable = (answer.data?.socialMediaJobs ?? []).filter(
      (job) => !['Published', 'Canceled'].includes(job.status) && job.posts.length > 0,
    );
    // The first is one the firm may approve now: staff have sent it for review.
    const waiting = (job: { status: string }) => ['ReadyForExternalReview', 'ClientNotified'].includes(job.status);
    editable.sort((a, b) => Number(waiting(b)) - Number(waiting(a)));
    open = await Promise.all(editable.slice(0, 3).map((job) => socialJob(PEOPLE.owner, job.id)));
    if (open.length < 3) throw new Error(`The seed gives the main client too few open social jobs (${open.length}) for this file.`);
  });

  async function socialJob(person: Person, id: string): Promise<SocialJob> {
    const answer = await harness.service.graphql<GetSocialPostQuery>(person.id, GetSocialPostDocument, {
      input: { id },
      client: { clientId: MAIN_CLIENT_ID },
    });
    if (!answer.data) throw new Error(`The service did not give ${person.id} social job ${id}: ${JSON.stringify(answer.errors)}`);
    return answer.data.socialMediaJob;
  }

  async function openJob(person: Person, job: SocialJob, page?: Page): Promise<Page> {
    const opened = page ?? (await harness.signedInPage(person.email));
    await openPortalPath(opened, harness.service.url, `/social-media-post/${job.id}`);
    await expectHeading(opened, job.topic);
    return opened;
  }

  const panel = (page: Page) => portal(page).getByRole('tabpanel');
  const previewSrc = (page: Page) =>
    panel(page)
      .locator('figure[data-slot="post-preview"] img')
      .getAttribute('src', { timeout: 2_000 })
      .catch(() => null);
  const dialog = (page: Page) => portal(page).locator('dialog[open]');

  async function upload(page: Page, name: string) {
    await panel(page).getByRole('button', { name: 'Upload image' }).click();
    await dialog(page).getByLabel('Image file').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await dialog(page).getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => dialog(page).count(), SETTLE).toBe(0);
  }

  it('lets the owner upload a picture, which the preview shows at once and which voids the standing approval', async () => {
    const job = open[0]!;
    const post = job.posts[0]!;
    await mutate(harness.service, PEOPLE.owner.id, ModifySocialMediaJobHumanQcDocument, {
      socialMediaJobId: job.id,
      result: 'Passed',
      expectedPostVersions: job.posts.map((candidate) => ({ postId: candidate.id, version: candidate.contentVersion })),
      expectedContentHash: job.contentHash,
    });
    const page = await openJob(PEOPLE.owner, job);
    await upload(page, 'office.png');
    const saved = (await socialJob(PEOPLE.owner, job.id)).posts.find((candidate) => candidate.id === post.id)!;
    expect(saved.images[0]!.s3Url).toMatch(/\/v1\/media\//);
    await expect.poll(() => previewSrc(page), SETTLE).toBe(saved.images[0]!.s3Url);
    const loaded = await panel(page)
      .locator('figure[data-slot="post-preview"] img')
      .evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth));
    expect(loaded).toBe(1);
    await expect
      .poll(
        () =>
          portal(page)
            .getByText(
              new RegExp(
                `This approval no longer holds \\(voided on [^)]+\\): Changed after approval: the ${post.platform} post's image was changed\\.`,
              ),
            )
            .count(),
        SETTLE,
      )
      .toBeGreaterThan(0);
    // The owner is offered nothing of the agency's.
    expect(await panel(page).getByRole('button', { name: 'Choose from Shutterstock' }).count()).toBe(0);
    expect(await panel(page).getByRole('button', { name: 'Pass image' }).count()).toBe(0);
  });

  it('runs nothing from a file whose name is an XSS payload, and shows the name as text', async () => {
    expect(FILE_NAME_PAYLOADS.length).toBeGreaterThan(0);
    const page = await harness.signedInPage(PEOPLE.owner.email);
    const guard = await guardAgainstPayloads(page);
    await openJob(PEOPLE.owner, open[1]!, page);
    for (const payload of FILE_NAME_PAYLOADS) {
      await upload(page, payload);
      // The browser writes a double quote in a multipart file name as %22 (the HTML standard's form encoding).
      const shown = `Uploaded ${payload.replaceAll('"', '%22')} for the`;
      await expect.poll(() => portal(page).getByText(shown, { exact: false }).count(), SETTLE).toBeGreaterThan(0);
    }
    await page.waitForTimeout(500);
    expect(await guard.findings()).toEqual([]);
  });

  it('lets staff choose a Shutterstock image, put it in a banner template, then go back to the original', async () => {
    const job = open[2]!;
    const page = await openJob(PEOPLE.admin, job);
    const before = await previewSrc(page);
    await panel(page).getByRole('button', { name: 'Choose from Shutterstock' }).click();
    await dialog(page).getByLabel('Search Shutterstock').fill('courthouse steps');
    await dialog(page).getByRole('button', { name: 'Search', exact: true }).click();
    const results = dialog(page).getByRole('list', { name: 'Shutterstock results' }).getByRole('button');
    await results.first().click();
    await dialog(page).getByRole('button', { name: 'Use selected image' }).click();
    await expect.poll(() => dialog(page).count(), SETTLE).toBe(0);
    await expect.poll(() => previewSrc(page), SETTLE).toMatch(/shutterstock/);
    expect(await previewSrc(page)).not.toBe(before);

    // The templates are the service's own (GET /v1/images/templates), applied to the picture shown now.
    await panel(page).getByRole('button', { name: 'Apply a banner template' }).click();
    await dialog(page)
      .getByRole('radio', { name: /Wide banner/ })
      .check();
    await dialog(page).getByRole('button', { name: 'Apply template' }).click();
    await expect.poll(() => previewSrc(page), SETTLE).toMatch(/shutterstock.*bannerbear-image-template-wide-banner/);

    await panel(page).getByRole('button', { name: 'Revert to original' }).click();
    await dialog(page).getByRole('button', { name: 'Revert to original' }).click();
    await expect.poll(() => previewSrc(page), SETTLE).toBe(before);
    expect(await panel(page).getByRole('button', { name: 'Revert to original' }).count()).toBe(0);
  });

  it('lets staff pass the image’s QC, the badge and the service agreeing', async () => {
    const job = open[2]!;
    const page = await openJob(PEOPLE.admin, job);
    await panel(page).getByRole('button', { name: 'Pass image' }).click();
    await expect.poll(() => panel(page).locator('[data-slot="qc-result"]').getAttribute('data-result'), SETTLE).toBe('Passed');
    const saved = await socialJob(PEOPLE.admin, job.id);
    expect(saved.posts[0]!.images[0]!.humanQc).toBe('Passed');
  });
});
