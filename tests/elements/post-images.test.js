/* global describe, it, before, beforeEach, afterEach, localStorage, DataTransfer, File, Event */
// A post's image on the social media post page in Chromium (support/post-images-fixture.tsx): an upload whose
// bar shows the bytes part-way (and stops on Cancel), files refused in words before they travel, a refusal that
// keeps the dialog and the file, a Shutterstock image chosen by keyboard (plain or in a banner template), a
// template on the picture shown, going back to the original, image QC for staff, what the firm's roles are not
// offered, and a phone-sized screen. Against a stand-in for the service.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside, mount } from './support/portal-fixtures.js';
import { clickOn, nextPaint, press, type } from './support/real-input.js';
import { signInTo, signOutAndForget } from './support/signed-in.js';

let fixture;
let element;

const text = (node) => node?.textContent.trim() ?? '';
const shownPanel = () => allInside(element, '[role="tabpanel"]').find((panel) => !panel.hidden);
const panelButton = (name) => [...(shownPanel()?.querySelectorAll('button') ?? [])].find((node) => text(node) === name) ?? null;
const dialog = () => inside(element, 'dialog[open]');
const dialogButton = (name) => [...(dialog()?.querySelectorAll('button') ?? [])].find((node) => text(node) === name) ?? null;
const dialogAlert = () => text(dialog()?.querySelector('[role="alert"]'));
const previewSrc = () => shownPanel()?.querySelector('figure[data-slot="post-preview"] img')?.getAttribute('src') ?? null;
const fact = (label) => {
  const term = [...(shownPanel()?.querySelectorAll('[data-slot="image-card"] dt') ?? [])].find((node) => text(node) === label);
  return text(term?.nextElementSibling);
};
const imageButtons = () => [...(shownPanel()?.querySelectorAll('[data-slot="post-images"] button') ?? [])].map(text);
const results = () => [...(dialog()?.querySelectorAll('ul[aria-label="Shutterstock results"] button') ?? [])];
const active = () => element.shadowRoot.activeElement;

async function show(role = 'FIRM_PILOT_ADMIN') {
  signInTo(fixture.CLIENT_ID, 'Harbor & Vale Law', role);
  element = mount('<fp-post-images-test></fp-post-images-test>');
  await waitFor(() => shownPanel()?.querySelector('figure[data-platform="Facebook"]'), 'the Facebook post');
}

async function clickControl(control) {
  control.scrollIntoView({ block: 'center' });
  await nextPaint();
  await clickOn(control);
}

async function open(name) {
  await clickControl(await waitFor(() => panelButton(name), `the ${name} button`));
  return waitFor(dialog, `the ${name} dialog`);
}

/** Chooses a file in the dialog's file field, as the browser's file picker would leave it. */
function chooseFile(file) {
  const input = dialog().querySelector('input[type="file"]');
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return input;
}

async function search(words) {
  const field = dialog().querySelector('input[type="search"]');
  field.focus();
  await type(words);
  await press('Enter');
}

before(async () => {
  fixture = await import('/dist/test/post-images-fixture.js');
});

beforeEach(async () => {
  await setViewport({ width: 1280, height: 900 });
  fixture.service.reset();
  localStorage.clear();
});

afterEach(() => {
  element?.remove();
  element = undefined;
  signOutAndForget();
});

describe('a post’s image', () => {
  it('offers the firm’s roles an upload only, and no image QC; a PPC admin nothing', async () => {
    for (const role of ['ACCOUNT_OWNER', 'USER']) {
      await show(role);
      expect(fact('Source')).toBe('AI');
      expect(fact('Image QC')).toBe('Not checked');
      expect(imageButtons()).toEqual(['Upload image']);
      element.remove();
    }
    await show('PPC_ADMIN');
    expect(imageButtons()).toEqual([]);
  });

  it('uploads a file with its progress shown, and the preview shows it at once', async () => {
    await show('ACCOUNT_OWNER');
    await open('Upload image');
    chooseFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'office.png', { type: 'image/png' }));
    await clickControl(dialogButton('Upload'));
    const bar = await waitFor(() => dialog()?.querySelector('progress'), 'the progress bar');
    await waitFor(() => bar.value === 50, 'half the bytes sent');
    expect(bar.getAttribute('aria-label')).toBe('Uploading office.png');
    expect(text(dialog().querySelector('[data-slot="upload-progress"] [role="status"]'))).toBe('50% sent');
    expect(dialogButton('Working…').disabled).toBe(true);
    expect(fixture.service.uploads.sent()[0].headers['graphql-preflight']).toBe('1');
    fixture.service.uploads.release();
    await waitFor(() => !dialog(), 'the dialog closed');
    await waitFor(() => previewSrc() === `${fixture.MEDIA}/upload-office.png`, 'the uploaded picture in the preview');
    expect(fact('Source')).toBe('Uploaded');
  });

  it('stops an upload when the person cancels while it is sent, and the picture stays', async () => {
    await show('ACCOUNT_OWNER');
    await open('Upload image');
    chooseFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'office.png', { type: 'image/png' }));
    await clickControl(dialogButton('Upload'));
    await waitFor(() => dialog()?.querySelector('progress')?.value === 50, 'half the bytes sent');
    await clickControl(dialogButton('Cancel'));
    await waitFor(() => !dialog(), 'the dialog closed');
    expect(fixture.service.uploads.aborted()).toBe(1);
    expect(fixture.service.uploads.waiting()).toBe(0);
    await nextPaint();
    expect(previewSrc()).toBe(`${fixture.MEDIA}/generated.png`);
    expect(inside(element, '[role="alert"]')).toBe(null);
  });

  it('says in words why a file cannot go, before sending it; a refusal keeps the dialog and the file', async () => {
    await show('ACCOUNT_OWNER');
    await open('Upload image');
    await clickControl(dialogButton('Upload'));
    expect(dialogAlert()).toBe('Choose an image file first.');
    chooseFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await clickControl(dialogButton('Upload'));
    expect(dialogAlert()).toBe('“logo.svg” is not an image the networks take (it is image/svg+xml). Choose a PNG, JPEG, WebP or GIF.');
    chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await clickControl(dialogButton('Upload'));
    expect(dialogAlert()).toBe('“huge.png” is 5.0 MiB; images may be at most 5 MiB. Make it smaller or choose another.');
    expect(fixture.service.uploads.sent().length).toBe(0);

    const input = chooseFile(new File([new Uint8Array([1, 2, 3])], 'office.png', { type: 'image/png' }));
    fixture.service.uploads.refuseNext('file: claims to be image/png but its content is not; choose a real PNG, JPEG, WebP or GIF image.');
    await clickControl(dialogButton('Upload'));
    await waitFor(() => fixture.service.uploads.waiting() === 1, 'the upload under way');
    fixture.service.uploads.release();
    await waitFor(() => dialogAlert().startsWith('The image was not changed:'), 'the refusal in the dialog');
    expect(dialogAlert()).toBe(
      'The image was not changed: file: claims to be image/png but its content is not; choose a real PNG, JPEG, WebP or GIF image.',
    );
    expect(input.files[0].name).toBe('office.png');
    expect(previewSrc()).toBe(`${fixture.MEDIA}/generated.png`);
  });

  it('lets staff choose a Shutterstock image by keyboard alone, then go back to the original', async () => {
    await show();
    expect(imageButtons()).toEqual(['Upload image', 'Choose from Shutterstock', 'Apply a banner template', 'Pass image', 'Fail image']);
    expect(panelButton('Revert to original')).toBe(null);
    await open('Choose from Shutterstock');
    await search('nothing at all');
    await waitFor(
      () => text(dialog().querySelector('[role="status"]')) === 'No Shutterstock images found for "nothing at all".',
      'the empty result said',
    );
    const field = dialog().querySelector('input[type="search"]');
    field.select();
    await search('courthouse');
    await waitFor(() => results().length === 7, 'the results');
    // One tab stop for the grid: Tab from the search button lands on the first image, arrows move within.
    results()[0].focus();
    await press('ArrowRight');
    expect(active()).toBe(results()[1]);
    await press('ArrowDown');
    expect(active()).toBe(results()[4]);
    await press('End');
    expect(active()).toBe(results()[6]);
    await press('ArrowUp');
    expect(active()).toBe(results()[3]);
    await press(' ');
    expect(results()[3].getAttribute('aria-pressed')).toBe('true');
    expect(results().map((node) => node.tabIndex)).toEqual([-1, -1, -1, 0, -1, -1, -1]);
    await press('Tab');
    expect(text(active())).toBe('Use selected image');
    await press('Enter');
    await waitFor(() => !dialog(), 'the dialog closed');
    await waitFor(() => previewSrc() === `${fixture.MEDIA}/shutterstock-ss-4.png`, 'the Shutterstock picture in the preview');
    expect(fixture.service.requests().find((request) => request.operationName === 'SelectShutterstockSocialMediaImage').variables).toEqual({
      socialMediaPostId: 'post-fb',
      shutterstockId: 'ss-4',
    });

    await open('Revert to original');
    await clickControl(dialogButton('Revert to original'));
    await waitFor(() => previewSrc() === `${fixture.MEDIA}/generated.png`, 'the original picture again');
    await waitFor(() => panelButton('Revert to original') === null, 'no revert once it is the original');
  });

  it('puts a Shutterstock image in a banner template; a refused choice keeps the dialog, the pick and the template', async () => {
    await show();
    await open('Choose from Shutterstock');
    const wide = await waitFor(
      () => [...dialog().querySelectorAll('label')].find((label) => text(label).startsWith('Wide banner'))?.querySelector('input'),
      'the templates',
    );
    await clickControl(wide);
    await search('office');
    await waitFor(() => results().length === 7, 'the results');
    await clickControl(results()[1]);
    fixture.service.failNext('shutterstockId: names no Shutterstock image.');
    await clickControl(dialogButton('Use selected image'));
    await waitFor(() => dialogAlert() === 'The image was not changed: shutterstockId: names no Shutterstock image.', 'the refusal');
    expect(results()[1].getAttribute('aria-pressed')).toBe('true');
    expect(wide.checked).toBe(true);
    await clickControl(dialogButton('Use selected image'));
    await waitFor(() => !dialog(), 'the dialog closed');
    const chosen = fixture.service
      .requests()
      .filter((request) => request.operationName === 'SelectShutterStockWithBannerBearSocialMediaImage');
    expect(chosen.at(-1).variables).toEqual({ socialMediaPostId: 'post-fb', shutterstockId: 'ss-2', templateId: 'tpl-wide' });
    await waitFor(() => fact('Source') === 'Banner template', 'the source named');
  });

  it('lets staff put the picture shown into a banner template, asking for one first', async () => {
    await show();
    await open('Apply a banner template');
    await waitFor(() => dialog().querySelectorAll('input[type="radio"]').length === 2, 'the two templates, and no "No template"');
    await clickControl(dialogButton('Apply template'));
    expect(dialogAlert()).toBe('Choose a template first.');
    const square = [...dialog().querySelectorAll('label')].find((label) => text(label).startsWith('Square badge')).querySelector('input');
    square.focus();
    await press('Space');
    expect(square.checked).toBe(true);
    await clickControl(dialogButton('Apply template'));
    await waitFor(() => !dialog(), 'the dialog closed');
    await waitFor(() => previewSrc() === `${fixture.MEDIA}/generated.png-tpl-square`, 'the templated picture in the preview');
    expect(
      fixture.service.requests().find((request) => request.operationName === 'UpdateSocialMediaImageWithBannerBear').variables,
    ).toEqual({ socialMediaImageId: 'img-fb', templateId: 'tpl-square' });
  });

  it('lets staff pass and fail an image, the QC badge following', async () => {
    await show();
    await clickControl(panelButton('Pass image'));
    await waitFor(() => fact('Image QC') === 'Passed', 'the badge passed');
    expect(panelButton('Pass image').getAttribute('aria-pressed')).toBe('true');
    await clickControl(panelButton('Fail image'));
    await waitFor(() => fact('Image QC') === 'Failed', 'the badge failed');
    expect(
      fixture.service
        .requests()
        .filter((request) => request.operationName === 'ModifySocialMediaImageHumanQc')
        .map((request) => request.variables.result),
    ).toEqual(['Passed', 'Failed']);
  });

  it('fits a phone: the dialog inside the screen, the results two to a row and the arrows moving by two', async () => {
    await setViewport({ width: 375, height: 740 });
    await show();
    await open('Choose from Shutterstock');
    const box = dialog().getBoundingClientRect();
    expect(box.left >= 0 && box.right <= 375).toBe(true);
    await search('office');
    await waitFor(() => results().length === 7, 'the results');
    results()[0].focus();
    await press('ArrowDown');
    expect(active()).toBe(results()[2]);
    await press('Escape');
    await waitFor(() => !dialog(), 'Escape closing the dialog');
  });
});
