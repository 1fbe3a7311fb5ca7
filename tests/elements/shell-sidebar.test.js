/* global describe, it, before, after, beforeEach, document, getComputedStyle */
// The shell's sidebar in real Chromium (spec sections 2 and 9): expanded and icon-only with their widths,
// the sidebar_state cookie both ways, Ctrl/Cmd+B and its exception in rich-text editors, icon-only
// tooltips, and below 768px the sheet. No service: the fixture's fake answers the GraphQL calls.
import { sendMouse, setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside } from './support/portal-fixtures.js';
import { clickOn, nextPaint, press, resetMouse } from './support/real-input.js';

let fixture;
let shell;
const OWNER = { sub: 'auth0|olivia', name: 'Olivia Owner', email: 'olivia@example.test' };

const sidebar = () => inside(shell, '[data-slot="sidebar"]');
const trigger = () => inside(shell, '[data-slot="sidebar-trigger"]');
const sheet = () => inside(shell, 'dialog[data-slot="sheet"]');
const navLink = (name) => allInside(shell, '[data-slot="shell-nav"] a').find((link) => link.textContent.trim() === name);
const sidebarCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith('sidebar_state='));
const forgetCookie = () => (document.cookie = 'sidebar_state=; path=/; max-age=0');

async function signedInShell(path = '/') {
  shell = await fixture.mountShell(path);
  fixture.signIn(OWNER, [fixture.mappedClient('c-1', 'Acme Law')]);
  await waitFor(() => navLink('Home'), 'the navigation');
}

const widthOf = (element) => element.getBoundingClientRect().width;

describe('the sidebar on desktop', () => {
  before(async () => {
    await setViewport({ width: 1200, height: 800 });
    fixture = await import('/dist/test/shell-fixture.js');
  });
  beforeEach(async () => {
    forgetCookie();
    await signedInShell();
  });

  it('starts expanded at 256px and the toggle collapses it to icons at 48px, showing the state in the DOM', async () => {
    expect(sidebar().dataset.state).toBe('expanded');
    await waitFor(() => Math.round(widthOf(sidebar())) === 256, 'the expanded width');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await clickOn(trigger());
    await waitFor(() => sidebar().dataset.state === 'collapsed', 'the collapsed state');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => Math.round(widthOf(sidebar())) === 48, 'the icon-only width');
    // The labels are hidden but still name the links.
    expect(getComputedStyle(navLink('Home').querySelector('[data-slot="sidebar-menu-label"]')).position).toBe('absolute');
  });

  it('remembers the state in the sidebar_state cookie and starts from it', async () => {
    await clickOn(trigger());
    await waitFor(() => sidebarCookie() === 'sidebar_state=false', 'the cookie to say collapsed');
    shell.remove();
    await signedInShell();
    expect(sidebar().dataset.state).toBe('collapsed');
    await clickOn(trigger());
    await waitFor(() => sidebarCookie() === 'sidebar_state=true', 'the cookie to say expanded');
  });

  it('toggles with Ctrl+B and Cmd+B from anywhere but a rich-text editor', async () => {
    inside(shell, '[data-slot="plain-input"]').focus();
    await press('Control+b');
    await waitFor(() => sidebar().dataset.state === 'collapsed', 'Ctrl+B to collapse');
    await press('Meta+b');
    await waitFor(() => sidebar().dataset.state === 'expanded', 'Cmd+B to expand');

    for (const editor of ['[data-slot="editor"]', '[data-slot="marked-editor"]']) {
      inside(shell, editor).focus();
      await press('Control+b');
      await nextPaint();
      expect(sidebar().dataset.state).toBe('expanded');
    }
  });

  it('names each item in a tooltip while icon-only, on hover and on keyboard focus', async () => {
    await clickOn(trigger());
    await waitFor(() => sidebar().dataset.state === 'collapsed', 'the collapsed state');
    const tooltip = () => inside(shell, '[role="tooltip"]');
    navLink('Reporting').focus();
    await waitFor(() => tooltip()?.matches(':popover-open') && tooltip().textContent === 'Reporting', 'the Reporting tooltip on focus');
    navLink('Reporting').blur();
    await waitFor(() => !tooltip(), 'the tooltip to go');
    const box = navLink('Settings').getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await waitFor(() => tooltip()?.matches(':popover-open') && tooltip().textContent === 'Settings', 'the Settings tooltip on hover');
    await resetMouse();
    await waitFor(() => !tooltip(), 'the tooltip to go when the pointer leaves');
    // The keyboard, not the pointer: the header's toggle may still be sliding with the sidebar's width.
    trigger().focus();
    await press('Enter');
    await waitFor(() => sidebar().dataset.state === 'expanded', 'the expanded state');
    navLink('Home').focus();
    await nextPaint();
    expect(tooltip()).toBe(null);
  });
});

describe('the sidebar below 768px', () => {
  before(async () => {
    fixture = await import('/dist/test/shell-fixture.js');
    await setViewport({ width: 500, height: 800 });
  });
  after(() => setViewport({ width: 1200, height: 800 }));
  beforeEach(async () => {
    forgetCookie();
    shell = await fixture.mountShell('/');
    fixture.signIn(OWNER, [fixture.mappedClient('c-1', 'Acme Law')]);
    await waitFor(() => trigger()?.getAttribute('aria-label') === 'Open menu', 'the mobile menu button');
  });

  it('is a closed sheet until the menu button opens it, 288px wide on the top layer, and Escape closes it', async () => {
    expect(sheet().open).toBe(false);
    await clickOn(trigger());
    await waitFor(() => sheet().matches(':modal'), 'the sheet to open as a modal dialog');
    expect(sidebar().dataset.state).toBe('open');
    expect(Math.round(widthOf(sheet()))).toBe(288);
    expect(sheet().getAttribute('aria-label')).toBe('Sidebar');
    await press('Escape');
    await waitFor(() => !sheet().open, 'Escape to close the sheet');
    expect(shell.shadowRoot.activeElement).toBe(trigger());
  });

  it('closes when a page is chosen, showing that page', async () => {
    await clickOn(trigger());
    await waitFor(() => navLink('Settings'), 'the navigation in the sheet');
    await clickOn(navLink('Settings'));
    await waitFor(() => !sheet().open, 'the sheet to close');
    await waitFor(() => inside(shell, '[data-slot="page-title"]')?.textContent === 'Settings', 'the Settings page');
  });

  it('toggles the sheet with Ctrl+B, and does not write the desktop state', async () => {
    forgetCookie();
    inside(shell, '[data-slot="plain-input"]').focus();
    await press('Control+b');
    await waitFor(() => sheet().open, 'Ctrl+B to open the sheet');
    await press('Control+b');
    await waitFor(() => !sheet().open, 'Ctrl+B to close the sheet');
    expect(sidebarCookie()).toBe(undefined);
  });
});
