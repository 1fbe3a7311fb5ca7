/* global describe, it, before, document */
// The sidebar primitives on their own in real Chromium: a group with its label, an item whose sub-items
// fold out on click or on resting the pointer on it, and the label hidden while icon-only.
import { sendMouse, setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside, mount } from './support/portal-fixtures.js';
import { clickOn, press, resetMouse } from './support/real-input.js';

let element;
const submenuButton = () => inside(element, '[data-slot="sidebar-menu-item"] button[aria-expanded]');
const subItems = () => allInside(element, '[data-slot="sidebar-menu-sub-button"]').map((link) => link.textContent);

describe('sidebar primitives', () => {
  before(async () => {
    await setViewport({ width: 1200, height: 800 });
    document.cookie = 'sidebar_state=; path=/; max-age=0';
    await import('/dist/test/shell-fixture.js');
    element = mount('<fp-sidebar-test></fp-sidebar-test>');
    await waitFor(() => submenuButton(), 'the sidebar');
  });

  it('folds sub-items out on click and in again, announcing the state', async () => {
    expect(inside(element, '[data-slot="sidebar-group-label"]').textContent).toBe('Areas');
    expect(submenuButton().getAttribute('aria-expanded')).toBe('false');
    await clickOn(submenuButton());
    await waitFor(() => subItems().length === 2, 'the sub-items');
    expect(subItems()).toEqual(['Drafts', 'Published']);
    expect(submenuButton().getAttribute('aria-expanded')).toBe('true');
    await press('Tab');
    await press('Enter');
    await waitFor(() => inside(element, '[data-slot="picked"]').textContent === 'Drafts', 'the sub-item chosen by keyboard');
    await clickOn(submenuButton());
    await waitFor(() => subItems().length === 0, 'the sub-items to fold in');
  });

  it('folds sub-items out when the pointer rests on the item', async () => {
    await resetMouse();
    const box = submenuButton().getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.top + box.height / 2)] });
    await waitFor(() => subItems().length === 2, 'the sub-items on hover');
    await resetMouse();
  });

  it('hides the group label and the sub-items while icon-only', async () => {
    await clickOn(inside(element, '[data-slot="sidebar-trigger"]'));
    await waitFor(() => inside(element, '[data-slot="sidebar"]').dataset.state === 'collapsed', 'icon-only');
    expect(inside(element, '[data-slot="sidebar-group-label"]').className).toContain('sr-only');
    expect(inside(element, '[data-slot="sidebar-menu-sub"]').getBoundingClientRect().height).toBe(0);
  });
});
