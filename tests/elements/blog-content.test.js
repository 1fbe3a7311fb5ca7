/* global describe, it, before, beforeEach, afterEach, document, window, localStorage, Event */
// The blog content page in Chromium (support/blog-content-fixture.tsx): the post, sanitized, in a shadow root;
// the TipTap editor inside it, driven by a real keyboard; drafts kept in localStorage across remounts; failed
// and conflicting saves against a stand-in for the service; and the question before leaving unsaved work.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, client, inside, mount, personOf, runtime } from './support/portal-fixtures.js';
import { clickOn, nextPaint, press, type } from './support/real-input.js';
import { signOutAndForget } from './support/signed-in.js';

let fixture;
let element;

const root = () => element.shadowRoot;
const byText = (selector, text) => allInside(element, selector).find((node) => node.textContent.trim() === text) ?? null;
const button = (name) => byText('button', name);
const editor = () => inside(element, '[role="textbox"][aria-label="Post content"]');
const focused = () => root().activeElement;
const alerts = () => allInside(element, '[role="alert"]').map((node) => node.textContent.trim());
const statuses = () => allInside(element, '[role="status"]').map((node) => node.textContent.trim());
const h2s = () => allInside(element, 'h2').map((node) => node.textContent.trim());
const sidebarState = () => inside(element, '[data-slot="sidebar-wrapper"]').dataset.state;
const labelled = (name) => {
  const label = byText('label', name);
  return label ? root().getElementById(label.htmlFor) : null;
};
const region = (name) =>
  allInside(element, '[role="region"], section[aria-labelledby]').find(
    (node) => root().getElementById(node.getAttribute('aria-labelledby'))?.textContent.trim() === name,
  ) ?? null;
const storedDraft = () => {
  const text = localStorage.getItem(fixture.blogDraftKey({ clientId: fixture.CLIENT_ID, blogJobId: fixture.JOB_ID, userId: 'auth0|ada' }));
  return text && JSON.parse(text);
};
const saves = () => fixture.service.requests().filter((request) => request.operationName === 'ModifyBlogJobContent');

function signIn(role = 'ACCOUNT_OWNER') {
  const clients = [client(fixture.CLIENT_ID, 'Harbor & Vale Law', role)];
  const { stores } = runtime();
  stores.clients.getState().setClients(clients);
  stores.clients.getState().selectClient(fixture.CLIENT_ID);
  stores.user.getState().setUser(personOf(clients));
  stores.user.getState().setToken('test-token');
}

async function show(tag = 'fp-blog-content-test', attributes = '') {
  element = mount(`<${tag} ${attributes}></${tag}>`);
  await waitFor(() => inside(element, 'h1, [role="alert"]'), 'the post');
  return element;
}

/** A real click, after scrolling the control into view (the page is longer than the window). */
async function clickControl(control) {
  control.scrollIntoView({ block: 'center' });
  await nextPaint();
  await clickOn(control);
}

const toastSaying = (text) => allInside(element, '[data-sonner-toast]').find((toast) => toast.textContent.includes(text));

async function startEditing() {
  await clickControl(await waitFor(() => button('Edit content'), 'the Edit content button'));
  await waitFor(editor, 'the editor');
}

/** Puts the caret at the end of the post and types there. */
async function typeAtEnd(text) {
  editor().focus();
  await press('Control+End');
  await type(text);
}

async function save() {
  await clickControl(button('Save'));
}

before(async () => {
  fixture = await import('/dist/test/blog-content-fixture.js');
  await setViewport({ width: 1280, height: 900 });
});

beforeEach(() => {
  fixture.service.reset();
  signIn();
});

afterEach(() => {
  element?.remove();
  element = undefined;
  signOutAndForget();
  delete window.__xssRan;
});

describe('the post', () => {
  it('shows the title, status, facts and sections, with the content sanitized inside the shadow root', async () => {
    window.__xss = () => (window.__xssRan = true);
    await show();
    expect(inside(element, 'h1').textContent).toBe('Know your tenant rights');
    expect(inside(element, '[data-slot="status-badge"]').textContent).toBe('Ready for your review');
    expect(h2s().filter((title) => title !== 'Tenant rights: what you need to know')).toEqual([
      'Content',
      'Images',
      'Quality checks',
      'Revisions',
      'Approval record',
      'Status history',
    ]);
    const content = region('Content');
    expect(content.querySelector('strong').textContent).toBe('common');
    expect(content.querySelectorAll('[onerror]').length).toBe(0);
    expect(labelled('Publication title').value).toBe('Tenant rights in 2026');
    expect(element.shadowRoot.textContent).toContain('What every renter should know.');
    await nextPaint();
    expect(window.__xssRan).toBe(undefined);
  });

  it('says when the post does not exist, and offers to try again when it could not be loaded', async () => {
    await show('fp-blog-content-test', 'blog-job-id="job-gone"');
    expect(alerts()).toEqual(['This blog post does not exist, or it was replaced by a newer job.']);
    element.remove();

    fixture.service.failReads(true);
    await show();
    expect(inside(element, '[role="alert"] p').textContent).toBe('The blog post could not be loaded. Failed to fetch');
    fixture.service.failReads(false);
    await clickControl(button('Try again'));
    await waitFor(() => inside(element, 'h1')?.textContent === 'Know your tenant rights', 'the post after trying again');
  });

  it('offers no editing to a role without review, nor on a published post', async () => {
    signIn('PPC_ADMIN');
    await show();
    expect(button('Edit content')).toBe(null);
    expect(labelled('Publication title')).toBe(null);
    element.remove();

    fixture.service.reset({ status: 'Published' });
    signIn('ACCOUNT_OWNER');
    await show();
    expect(button('Edit content')).toBe(null);
    expect(labelled('Publication title')).toBe(null);
  });

  it('saves the publication title and shows the service message', async () => {
    await show();
    const input = labelled('Publication title');
    input.focus();
    await press('Control+a');
    await type('Renters: your rights');
    await clickControl(button('Save publication title'));
    await waitFor(() => toastSaying('The post will be published as "Renters: your rights".'), 'the toast');
    expect(fixture.service.post().publicationTitle).toBe('Renters: your rights');
  });
});

describe('the editor', function () {
  this.timeout(15000);

  it('renders inside the shadow root, with TipTap writing nothing into the host page', async () => {
    await show();
    await startEditing();
    await waitFor(() => focused() === editor(), 'focus to move into the editor');
    expect(editor().getRootNode()).toBe(element.shadowRoot);
    expect(editor().getAttribute('contenteditable')).toBe('true');
    expect(document.querySelector('[contenteditable]')).toBe(null);
    expect(document.head.querySelector('style[data-tiptap-style]')).toBe(null);
    // The post's figure survives loading into the editor.
    expect(editor().querySelector('figure img').getAttribute('alt')).toBe('A key');
    expect([...editor().querySelectorAll('table th, table td')].map((cell) => cell.textContent)).toEqual([
      'Service',
      'Fee',
      'Lease review',
      '$150',
    ]);
    expect(labelled('Title').value).toBe('Know your tenant rights');
  });

  it('makes typed text bold with Ctrl+B, and the sidebar stays as it was; outside the editor Ctrl+B toggles it', async () => {
    await show();
    button('Outside the editor').focus();
    await press('Control+b');
    await waitFor(() => sidebarState() === 'collapsed', 'the sidebar to collapse from outside the editor');

    await startEditing();
    await typeAtEnd(' ');
    await press('Control+b');
    await type('firmly stated');
    await waitFor(() => [...editor().querySelectorAll('strong')].some((node) => node.textContent === 'firmly stated'), 'bold text');
    expect(sidebarState()).toBe('collapsed');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
  });

  it('works the toolbar by keyboard: one Tab stop, arrow keys, Enter and Space', async () => {
    await show();
    await startEditing();
    await typeAtEnd('');
    await press('Enter');
    await type('Deposits');
    await press('Shift+Tab');
    expect(focused().textContent).toBe('Bold');
    expect(root().querySelector('[role="toolbar"]').getAttribute('aria-label')).toBe('Formatting');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(focused().textContent).toBe('Heading 2');
    await press('Enter');
    await waitFor(() => [...editor().querySelectorAll('h2')].some((node) => node.textContent === 'Deposits'), 'the heading');
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('true');
    expect(focused()).toBe(editor());

    await press('Shift+Tab');
    expect(focused().textContent).toBe('Heading 2');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(focused().textContent).toBe('Bullet list');
    await press(' ');
    await waitFor(() => [...editor().querySelectorAll('ul li')].some((node) => node.textContent === 'Deposits'), 'the list item');
    expect(button('Bullet list').getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for a link address inline and refuses javascript: links', async () => {
    await show();
    await startEditing();
    await typeAtEnd(' See ');
    await press('Shift+Tab');
    await press('End');
    expect(focused().textContent).toBe('Link');
    await press('Enter');
    await waitFor(() => focused() === labelled('Link address'), 'the link address to take focus');
    await type('javascript:alert(1)');
    await press('Enter');
    await waitFor(() => alerts().includes('Links must start with https://, http://, mailto: or tel:.'), 'the refusal');
    expect(editor().querySelector('a[href^="javascript"]')).toBe(null);

    await press('Control+a');
    await type('example.test/contact');
    await press('Enter');
    const link = await waitFor(() => editor().querySelector('a[href="https://example.test/contact"]'), 'the new link');
    expect(link.textContent).toBe('example.test/contact');
    expect(labelled('Link address')).toBe(null);
  });
});

describe('drafts', function () {
  this.timeout(15000);

  it('keeps every edit on this device and restores it after the page comes back', async () => {
    await show();
    await startEditing();
    await typeAtEnd(' Ask for a receipt.');
    await waitFor(() => storedDraft()?.content.includes('Ask for a receipt.'), 'the draft to be stored');
    expect(storedDraft().baseVersion).toBe(1);
    expect(inside(element, '[data-slot="dirty"]').textContent).toBe('true');
    expect(element.shadowRoot.textContent).toContain('Unsaved changes');

    element.remove();
    await show();
    await waitFor(() => statuses().some((text) => text.startsWith('Restored your unsaved draft from ')), 'the restored notice');
    await waitFor(editor, 'the editor to open with the draft');
    expect(editor().textContent).toContain('Ask for a receipt.');
    expect(element.shadowRoot.textContent).toContain('Unsaved changes');
  });

  it('asks before the page unloads while there are unsaved changes, and not after the draft is discarded', async () => {
    await show();
    await startEditing();
    await typeAtEnd(' More.');
    await waitFor(() => inside(element, '[data-slot="dirty"]').textContent === 'true', 'dirty');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Discarding edits asks first; keeping them changes nothing.
    await clickControl(button('Discard draft'));
    await waitFor(() => inside(element, 'dialog[open]')?.textContent.includes('Discard your changes?'), 'the discard question');
    await clickControl(button('Keep editing'));
    expect(editor().textContent).toContain('More.');
    expect(storedDraft().content).toContain('More.');
    await clickControl(button('Discard draft'));
    await clickControl(await waitFor(() => button('Discard'), 'the Discard button'));
    await waitFor(() => !editor(), 'the editor to close');
    expect(storedDraft()).toBe(null);
    await waitFor(() => focused() === button('Edit content'), 'focus back on Edit content');
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('saving', function () {
  this.timeout(15000);

  it('keeps the draft and says why when a save fails, then saves once the service accepts it', async () => {
    fixture.service.failSaves({ kind: 'error', message: 'content: is longer than 100000 characters.', code: 'BAD_USER_INPUT' });
    await show();
    await startEditing();
    await typeAtEnd(' Call us.');
    await save();
    await waitFor(
      () => alerts().includes('Your changes were not saved: content: is longer than 100000 characters. Your draft is kept on this device.'),
      'the failure',
    );
    expect(storedDraft().content).toContain('Call us.');
    expect(editor().textContent).toContain('Call us.');

    fixture.service.failSaves({ kind: 'offline' });
    await save();
    await waitFor(
      () =>
        alerts().some((text) => text.startsWith('Your changes were not saved: ') && text.endsWith('Your draft is kept on this device.')),
      'the network failure',
    );
    expect(storedDraft().content).toContain('Call us.');

    fixture.service.failSaves(null);
    await save();
    await waitFor(() => toastSaying('Saved version 2 of "Tenant rights".'), 'the toast');
    await waitFor(() => !editor(), 'the editor to close');
    expect(storedDraft()).toBe(null);
    expect(region('Content').textContent).toContain('Call us.');
    expect(saves().at(-1).variables.expectedVersion).toBe(1);
    // The figure and the table went back to the service with the edit. Control+End may leave the caret in the table's
    // last cell (the post ends with the table), so the typed words may follow its $150.
    expect(fixture.service.post().content).toContain('<figure><img src="/key.png" alt="A key"><figcaption>A key</figcaption></figure>');
    expect(fixture.service.post().content).toMatch(
      /<table><caption>Fees<\/caption><tr><th><p>Service<\/p><\/th><th><p>Fee<\/p><\/th><\/tr><tr><td><p>Lease review<\/p><\/td><td colspan="1"><p>\$150( Call us\.)?<\/p><\/td><\/tr><\/table>/,
    );
  });

  it('shows both versions on a conflict and keeps mine only when asked', async () => {
    await show();
    await startEditing();
    await typeAtEnd(' Mine.');
    fixture.service.someoneElseSaves('<p>Their words.</p>');
    await save();
    await waitFor(() => alerts().includes('Someone else saved version 2 while you were editing.'), 'the conflict');
    await waitFor(() => region('Saved version 2')?.textContent.includes('Their words.'), 'the saved version');
    expect(region('Your version').textContent).toContain('Mine.');
    expect(fixture.service.post().content).toBe('<p>Their words.</p>');
    expect(storedDraft().content).toContain('Mine.');

    await clickControl(button('Keep my version'));
    await waitFor(() => !editor(), 'the editor to close');
    expect(saves().at(-1).variables.expectedVersion).toBe(2);
    expect(fixture.service.post().content).toContain('Mine.');
    expect(fixture.service.post().contentVersion).toBe(3);
    expect(storedDraft()).toBe(null);
  });

  it('shows the conflict as soon as a live update brings someone else’s version, before I save', async () => {
    await show();
    await startEditing();
    await typeAtEnd(' Mine.');
    fixture.service.someoneElseSaves('<p>Their words.</p>');
    await fixture.service.announceChange();
    await waitFor(() => alerts().includes('Someone else saved version 2 while you were editing.'), 'the conflict');
    await waitFor(() => region('Saved version 2')?.textContent.includes('Their words.'), 'the saved version');
    expect(region('Your version').textContent).toContain('Mine.');
    expect(saves().length).toBe(0);
    expect(editor().textContent).toContain('Mine.');
    await waitFor(() => storedDraft()?.content.includes('Mine.'), 'the draft kept on this device');

    await clickControl(button('Keep my version'));
    await waitFor(() => !editor(), 'the editor to close');
    expect(saves().at(-1).variables.expectedVersion).toBe(2);
    expect(fixture.service.post().content).toContain('Mine.');
  });

  it('drops my draft and shows the saved version when I choose it', async () => {
    await show();
    await startEditing();
    await typeAtEnd(' Mine.');
    fixture.service.someoneElseSaves('<p>Their words.</p>');
    await save();
    await waitFor(() => button('Use saved version'), 'the conflict');
    const savesBefore = saves().length;
    await clickControl(button('Use saved version'));
    await waitFor(() => !editor(), 'the editor to close');
    expect(region('Content').textContent).toContain('Their words.');
    expect(region('Content').textContent.includes('Mine.')).toBe(false);
    expect(saves().length).toBe(savesBefore);
    expect(storedDraft()).toBe(null);
  });
});

describe('leaving the route with unsaved changes', function () {
  this.timeout(15000);

  it('asks first; Stay keeps the editor, Leave goes and the draft stays on this device', async () => {
    await show('fp-blog-content-page-test');
    await startEditing();
    await typeAtEnd(' Unsaved.');
    await waitFor(() => storedDraft()?.content.includes('Unsaved.'), 'the draft');
    await clickControl(byText('a', 'Go elsewhere'));
    const dialog = await waitFor(() => inside(element, 'dialog[open]'), 'the question');
    expect(root().getElementById(dialog.getAttribute('aria-labelledby')).textContent).toBe('Leave without saving?');
    expect(dialog.textContent).toContain('Your draft stays on this device.');

    await clickControl(button('Stay'));
    await waitFor(() => !inside(element, 'dialog[open]'), 'the dialog to close');
    expect(editor().textContent).toContain('Unsaved.');

    await clickControl(byText('a', 'Go elsewhere'));
    await waitFor(() => button('Leave'), 'the question again');
    await clickControl(button('Leave'));
    await waitFor(() => inside(element, 'h1')?.textContent === 'Elsewhere', 'the other page');
    expect(storedDraft().content).toContain('Unsaved.');
  });
});
