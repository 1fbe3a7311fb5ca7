// A blog post's page (/blog-content/{id}) in the portal, against a service of its own: editing and saving, a
// conflicting save from a second browser, a save that fails for real, leaving with unsaved changes, and a review
// done with the keyboard alone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsHeard, listenForEvents } from './support/blog-board.ts';
import { blogContentPath, editor, failNextSave, saveButton, startEditing, titleInput, typeAtEnd } from './support/blog-content.ts';
import { blogPost, currentPeriodId, jobIn, PEOPLE, periodBlogJobs, type BoardJob, type Person } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import {
  expectHeading,
  focusedElement,
  openPortalPath,
  pathnameOf,
  portal,
  SETTLE,
  sidebar,
  tabTo,
  waitForPath,
} from './support/portal.ts';

describe('the blog content page', () => {
  const harness = useBlogHarness();
  let seeded: BoardJob[];

  beforeAll(async () => {
    seeded = await periodBlogJobs(harness.service, PEOPLE.owner.id, await currentPeriodId(harness.service, PEOPLE.owner.id));
  });

  /** The post's page, signed in as the person, once the post has loaded. */
  async function openPost(person: Person, job: BoardJob, page?: Page): Promise<Page> {
    const opened = page ?? (await harness.signedInPage(person.email));
    const post = await blogPost(harness.service, person.id, job.id);
    await openPortalPath(opened, harness.service.url, blogContentPath(job.id));
    await expectHeading(opened, post.title ?? job.topic);
    return opened;
  }

  it('edits and saves: the service holds a new version with the edit, and Ctrl+B makes bold, not the sidebar', async () => {
    const job = jobIn(seeded, 'Declined');
    const before = await blogPost(harness.service, PEOPLE.owner.id, job.id);
    const page = await openPost(PEOPLE.owner, job);
    const host = portal(page);
    const sidebarState = () => sidebar(page).getAttribute('data-state');
    expect(await sidebarState()).toBe('expanded');

    await startEditing(host);
    await typeAtEnd(page, host, ' ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('Call us today.');
    await page.keyboard.press('Control+B');
    await titleInput(host).fill('What to do after a crash in Ohio');
    await host.getByText('Unsaved changes').waitFor(SETTLE);
    expect(await sidebarState()).toBe('expanded');

    await saveButton(host).click();
    await host.getByText(`Saved version ${before.contentVersion + 1} of "${job.topic}".`).waitFor(SETTLE);
    await expectHeading(page, 'What to do after a crash in Ohio');

    const after = await blogPost(harness.service, PEOPLE.owner.id, job.id);
    expect(after.contentVersion).toBe(before.contentVersion + 1);
    expect(after.title).toBe('What to do after a crash in Ohio');
    expect(after.content).toContain('<strong>Call us today.</strong>');
    expect(after.revisions.map((revision) => revision.version)).toContain(after.contentVersion);
    const revisions = host.getByRole('region', { name: 'Revisions' }).getByRole('listitem');
    await revisions
      .filter({ hasText: `Version ${after.contentVersion}` })
      .first()
      .waitFor(SETTLE);
  });

  it('shows both versions as soon as someone else saves (a live update), and "Keep my version" saves over theirs knowingly', async () => {
    const job = jobIn(seeded, 'Failed');
    const before = await blogPost(harness.service, PEOPLE.owner.id, job.id);
    const mine = await openPost(PEOPLE.owner, job);
    const theirs = await openPost(PEOPLE.manager, job);

    await startEditing(portal(mine));
    await typeAtEnd(mine, portal(mine), ' Owner’s closing line.');
    await startEditing(portal(theirs));
    await typeAtEnd(theirs, portal(theirs), ' Manager’s closing line.');
    await saveButton(portal(theirs)).click();
    const theirVersion = before.contentVersion + 1;
    await portal(theirs).getByText(`Saved version ${theirVersion} of "${job.topic}".`).waitFor(SETTLE);

    // The owner's page hears of it at once: the choice shows before any save of theirs, and saving is blocked until they choose.
    const host = portal(mine);
    await host
      .getByRole('alert')
      .filter({ hasText: `Someone else saved version ${theirVersion} while you were editing.` })
      .waitFor(SETTLE);
    expect(await saveButton(host).isDisabled()).toBe(true);
    await expect(host.getByRole('region', { name: 'Your version' }).textContent()).resolves.toContain('Owner’s closing line.');
    await expect(host.getByRole('region', { name: `Saved version ${theirVersion}` }).textContent()).resolves.toContain(
      'Manager’s closing line.',
    );
    // Nothing was overwritten while the choice is open.
    expect((await blogPost(harness.service, PEOPLE.owner.id, job.id)).contentVersion).toBe(theirVersion);

    await host.getByRole('button', { name: 'Keep my version' }).click();
    await host.getByText(`Saved version ${theirVersion + 1} of "${job.topic}".`).waitFor(SETTLE);
    const after = await blogPost(harness.service, PEOPLE.owner.id, job.id);
    expect(after.contentVersion).toBe(theirVersion + 1);
    expect(after.content).toContain('Owner’s closing line.');
    expect(after.content).not.toContain('Manager’s closing line.');
  });

  it('keeps the draft when a save fails, restores it after a reload, and saves it then', async () => {
    const job = jobIn(seeded, 'Unknown');
    const before = await blogPost(harness.service, PEOPLE.user.id, job.id);
    const page = await openPost(PEOPLE.user, job);
    const host = portal(page);
    const failure = await failNextSave(page, harness.service.url);

    await startEditing(host);
    await typeAtEnd(page, host, ' A line the network lost once.');
    await saveButton(host).click();
    await failure.happened;
    const alert = host.getByRole('alert').filter({ hasText: 'Your changes were not saved:' });
    await alert.waitFor(SETTLE);
    expect(((await alert.textContent()) ?? '').trim()).toMatch(/^Your changes were not saved: .+\. Your draft is kept on this device\.$/);
    await expect(editor(host).textContent()).resolves.toContain('A line the network lost once.');
    expect((await blogPost(harness.service, PEOPLE.user.id, job.id)).contentVersion).toBe(before.contentVersion);

    // The draft is unsaved, so the browser asks before the reload: the person goes ahead.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await host.getByText(/^Restored your unsaved draft from .+\.$/).waitFor(SETTLE);
    await expect.poll(() => editor(host).textContent(), SETTLE).toContain('A line the network lost once.');
    await saveButton(host).click();
    await host.getByText(`Saved version ${before.contentVersion + 1} of "${job.topic}".`).waitFor(SETTLE);
    expect((await blogPost(harness.service, PEOPLE.user.id, job.id)).content).toContain('A line the network lost once.');
  });

  it('asks before leaving with unsaved changes, inside the portal and when the page unloads', async () => {
    const job = jobIn(seeded, 'Processing');
    const page = await openPost(PEOPLE.owner, job);
    const host = portal(page);
    await startEditing(host);
    await typeAtEnd(page, host, ' Not saved yet.');
    await host.getByText('Unsaved changes').waitFor(SETTLE);

    const home = host.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' });
    const leave = host.getByRole('dialog', { name: 'Leave without saving?' });
    await home.click();
    await leave.getByText('Your draft stays on this device.').waitFor(SETTLE);
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(pathnameOf(page)).toBe(blogContentPath(job.id));
    await expect(editor(host).textContent()).resolves.toContain('Not saved yet.');

    // Closing the tab or reloading asks the browser's own question.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    await home.click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await waitForPath(page, '/');
  });

  it('lets a person review a post with the keyboard alone: Tab to the actions, approve with Enter', async () => {
    const job = jobIn(seeded, 'ReadyForExternalReview');
    const page = await openPost(PEOPLE.owner, job);
    const host = portal(page);

    await tabTo(page, (focused) => focused.role === 'button' && focused.name === 'Approve and schedule', 80);
    await page.keyboard.press('Enter');
    const dialog = host.getByRole('dialog', { name: 'Approve and schedule' });
    await dialog.waitFor(SETTLE);
    // Focus moved into the dialog, so the next Tabs walk its fields, not the page behind it.
    await expect
      .poll(
        async () =>
          dialog.evaluate((element) => {
            let active: Element | null = document.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            return element.contains(active);
          }),
        SETTLE,
      )
      .toBe(true);
    await tabTo(page, (focused) => focused.role === 'button' && focused.name === 'Approve', 10);
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Approve' });
    await listenForEvents(page, ['fp-blog-approved', 'fp-blog-changes-requested']);
    await page.keyboard.press('Enter');

    await host.getByText(`"${job.topic}" is ready for publication.`).waitFor(SETTLE);
    await expect.poll(async () => (await blogPost(harness.service, PEOPLE.owner.id, job.id)).status, SETTLE).toBe('ReadyForPublication');
    await host.getByRole('heading', { name: 'Approval record' }).waitFor(SETTLE);
    await host
      .getByText(new RegExp(`^Approved version ${job.contentVersion} by ${PEOPLE.owner.email.replace(/\./g, '\\.')} on `))
      .waitFor(SETTLE);
    // <fp-portal> tells its host page, as <fp-blog-board> does.
    expect(await eventsHeard(page)).toEqual([{ type: 'fp-blog-approved', detail: { jobId: job.id } }]);
  });
});
