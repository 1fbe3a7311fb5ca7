/* global describe, it, before, beforeEach, afterEach, document, window, Event, URL, fetch */
// The blog content page's panels (src/composers/blog/content/panels) in real Chromium, in a real shadow root:
// revisions and their diff, the approval record (its hash check, the download and the print), the images
// (rename, image QC, choosing another as staff), quality checks and the status history. The post comes from a
// fake service (support/blog-panels-fixture.tsx) that also answers the mutations and the Shutterstock search.
import { expect, waitFor } from './support/expect.js';

const fixture = await import('/dist/test/blog-panels-fixture.js');

const day = (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.parse(iso));
// As laid out (innerText): the words of neighbouring blocks stay apart.
const text = (node) => (node?.innerText ?? node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const nameOf = (node) => node.getAttribute('aria-label') ?? text(node);

let element;
let root;
let xssRuns = [];

async function mount(posts, { roles, panel } = {}) {
  element?.remove();
  fixture.reset(posts, roles);
  element = document.createElement('fp-blog-panels-test');
  if (panel) element.setAttribute('panel', panel);
  document.body.append(element);
  root = element.shadowRoot;
  await waitFor(() => root.querySelector('h2'), 'the panels');
  return root;
}

/** The section whose h2 reads `title`. */
const section = (title) => [...root.querySelectorAll('section')].find((candidate) => text(candidate.querySelector('h2')) === title) ?? null;
const buttons = (scope, name) => [...scope.querySelectorAll('button')].filter((button) => nameOf(button) === name);
const button = (scope, name) => buttons(scope, name)[0] ?? null;
/** The control a <label> with this text names. */
function field(scope, label) {
  const found = [...scope.querySelectorAll('label')].find((candidate) => text(candidate) === label);
  return found ? root.getElementById(found.htmlFor) : null;
}
const alerts = (scope) => [...scope.querySelectorAll('[role="alert"]')].map(text);
/** The image card whose h3 reads `heading`. */
const card = (heading) => [...root.querySelectorAll('article')].find((article) => text(article.querySelector('h3')) === heading) ?? null;
const toasts = () => [...root.querySelectorAll('[data-sonner-toast]')].map(text);
const calls = (operationName) => fixture.requests.filter((request) => request.operationName === operationName);

/** Types into a React-controlled input as a person would (the value setter React watches, then an input event). */
function fill(input, value) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function choose(select, label) {
  const option = [...select.options].find((candidate) => text(candidate) === label);
  select.value = option.value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const XSS = '<img src=x onerror=__xss(1)><script>__xss(2)</script><svg onload=__xss(3)>';

describe('blog content panels', () => {
  before(() => {
    window.__xss = (marker) => xssRuns.push(marker);
  });
  beforeEach(() => {
    xssRuns = [];
  });
  afterEach(() => {
    expect(xssRuns).toEqual([]);
  });

  describe('revisions', () => {
    it('lists the versions newest first, with who saved each and when', async () => {
      await mount([await fixture.samplePost()], { panel: 'revisions' });
      const versions = [...section('Revisions').querySelectorAll('ol[aria-label="Versions"] li')].map(text);
      expect(versions).toEqual([
        `Version 3 saved by user@demo.test on ${day('2026-11-06T09:00:00.000Z')}`,
        `Version 2 saved by owner@demo.test on ${day('2026-11-04T09:00:00.000Z')}`,
        `Version 1 saved by FirmPilot on ${day('2026-11-02T09:00:00.000Z')}`,
      ]);
    });

    it('compares the two newest versions by default, marking insertions and deletions', async () => {
      await mount([await fixture.samplePost()], { panel: 'revisions' });
      const panel = section('Revisions');
      expect(text(field(panel, 'Compare').selectedOptions[0])).toBe('Version 2');
      expect(text(field(panel, 'with').selectedOptions[0])).toBe('Version 3');
      const diff = panel.querySelector('[role="region"][aria-label="Differences"]');
      expect([...diff.querySelectorAll('ins')].map(text)).toEqual(['at once', 'Witness names']);
      expect([...diff.querySelectorAll('del')].map(text)).toEqual(['first']);
      expect(text(diff)).toContain('4 words added, 1 word removed');
      // A replaced word and its replacement read as two words.
      expect(text(diff)).toContain('Call the police first at once and write down what you saw.');
    });

    it('compares any two versions the person picks, including the title', async () => {
      await mount([await fixture.samplePost()], { panel: 'revisions' });
      const panel = section('Revisions');
      choose(field(panel, 'Compare'), 'Version 1');
      const diff = panel.querySelector('[aria-label="Differences"]');
      await waitFor(() => text(diff).includes('Title changed'), 'the diff of versions 1 and 3');
      expect(text(diff)).toContain('Title changed from “Car accidents” to “What to do after a car accident”.');
      expect([...diff.querySelectorAll('ins')].map(text)).toEqual(['at once', 'Photos of the scene Witness names']);
      choose(field(panel, 'with'), 'Version 1');
      await waitFor(() => text(diff).includes('The two versions read the same.'), 'no differences between a version and itself');
      expect(diff.querySelectorAll('ins, del').length).toBe(0);
    });

    it('shows a payload in a version as text, never as markup', async () => {
      const post = await fixture.samplePost();
      post.revisions[2].content = `<p>Safe words and &lt;b&gt;bold&lt;/b&gt; ${XSS}</p>`;
      await mount([post], { panel: 'revisions' });
      const diff = section('Revisions').querySelector('[aria-label="Differences"]');
      expect(diff.querySelectorAll('img, script, svg, b').length).toBe(0);
      expect(text(diff)).toContain('[Image: no description]');
      expect(text(diff)).toContain('<b>bold</b>');
    });

    it('says when there is nothing to compare, or no revision at all', async () => {
      const post = await fixture.samplePost();
      await mount([{ ...post, revisions: post.revisions.slice(0, 1) }], { panel: 'revisions' });
      expect(text(section('Revisions'))).toContain('Only one version has been saved, so there is nothing to compare yet.');
      expect(section('Revisions').querySelector('select')).toBe(null);
      await mount([{ ...post, revisions: [] }], { panel: 'revisions' });
      expect(text(section('Revisions'))).toBe('Revisions No revisions yet.');
    });
  });

  describe('approval record', () => {
    it('names the approved version, who approved it and when, its hash, and that the hash matches', async () => {
      const post = await fixture.samplePost();
      await mount([post], { panel: 'approval' });
      const panel = section('Approval record');
      expect(text(panel)).toContain(`Approved version 2 by owner@demo.test on ${day('2026-11-05T14:30:00.000Z')}`);
      expect(text(panel)).toContain('Content hash (SHA-256)');
      expect(text(panel.querySelector('code'))).toBe(await fixture.sha256Hex(fixture.VERSIONS.V2));
      await waitFor(() => text(panel).includes('The hash matches version 2 as saved.'), 'the hash check');
      expect(text(panel)).toContain(`Earlier approvals Approved version 1 by manager@demo.test on ${day('2026-11-02T15:00:00.000Z')}`);
    });

    it('says when the saved text of the version does not hash to what was approved', async () => {
      const post = await fixture.samplePost();
      post.revisions[1].content += '<p>Changed after approval.</p>';
      await mount([post], { panel: 'approval' });
      await waitFor(
        () => text(section('Approval record')).includes('The hash does not match the saved text of version 2.'),
        'the failed hash check',
      );
    });

    it('says when the saved text of the version is not there to check', async () => {
      const post = await fixture.samplePost({ revisions: [] });
      await mount([post], { panel: 'approval' });
      await waitFor(
        () => text(section('Approval record')).includes('The saved text of version 2 is not available to check.'),
        'the missing text',
      );
    });

    it('says when nothing was approved yet', async () => {
      await mount([await fixture.samplePost({ approvals: [] })], { panel: 'approval' });
      expect(text(section('Approval record'))).toBe('Approval record Not approved yet.');
    });

    it('downloads the record as one self-contained HTML file, from a link inside the shadow root', async () => {
      const post = await fixture.samplePost();
      // A payload in the approved text: the record carries the sanitized text only.
      post.revisions[1].content = `${fixture.VERSIONS.V2}<p>Note ${XSS}</p>`;
      post.approvals[1].contentHash = await fixture.sha256Hex(post.revisions[1].content);
      await mount([post], { panel: 'approval' });
      const panel = section('Approval record');
      await waitFor(() => text(panel).includes('The hash matches version 2 as saved.'), 'the hash check');
      const bodyLinks = document.querySelectorAll('a').length;
      const clicked = new Promise((resolve) => {
        root.addEventListener(
          'click',
          (event) => {
            const link = event.target;
            if (link.localName !== 'a' || !link.hasAttribute('download')) return;
            event.preventDefault();
            // Read before the portal lets go of the blob URL.
            resolve({
              name: link.download,
              body: fetch(link.href).then((response) => response.text()),
              inShadow: link.getRootNode() === root,
            });
          },
          { capture: true },
        );
      });
      button(panel, 'Download approval record').click();
      const download = await clicked;
      expect(download.name).toBe('approval-car-accident-claims-v2.html');
      expect(download.inShadow).toBe(true);
      expect(document.querySelectorAll('a').length).toBe(bodyLinks);
      const html = await download.body;
      expect(html.startsWith('<!doctype html>')).toBe(true);
      const record = new window.DOMParser().parseFromString(html, 'text/html');
      const fields = Object.fromEntries([...record.querySelectorAll('dt')].map((term) => [text(term), text(term.nextElementSibling)]));
      expect(fields['Client']).toBe('Harbor & Vale Law');
      expect(fields['Approved version']).toBe('2');
      expect(fields['Approved by']).toBe('owner@demo.test');
      expect(fields['Content hash (SHA-256)']).toBe(post.approvals[1].contentHash);
      expect(fields['Hash check']).toBe('The hash matches version 2 as saved.');
      expect(text(record.querySelector('header'))).toContain('Acme Portal · Approval record');
      expect(text(record.querySelector('.content'))).toContain('Call the police first and write down what you saw.');
      expect(record.querySelectorAll('script, svg, iframe, link, [onerror], [onload]').length).toBe(0);
      expect(html.includes('__xss')).toBe(false);
    });

    it('prints the record from a window of its own, and says so when the browser blocks it', async () => {
      await mount([await fixture.samplePost()], { panel: 'approval' });
      const panel = section('Approval record');
      const open = window.open;
      const opened = [];
      const printed = [];
      try {
        window.open = (url, target) => {
          const listeners = {};
          const fake = { addEventListener: (type, listener) => (listeners[type] = listener), print: () => printed.push(url) };
          opened.push({ url, target, load: () => listeners.load?.() });
          return fake;
        };
        button(panel, 'Print record').click();
        await waitFor(() => opened.length === 1, 'the print window');
        expect(opened[0].target).toBe('_blank');
        expect(await (await fetch(opened[0].url)).text()).toContain('The hash matches version 2 as saved.');
        expect(printed.length).toBe(0);
        opened[0].load();
        expect(printed).toEqual([opened[0].url]);

        window.open = () => null;
        button(panel, 'Print record').click();
        await waitFor(() => alerts(panel).length > 0, 'the blocked window message');
        expect(alerts(panel)).toEqual([
          'Your browser blocked the print window: allow pop-ups for this page, or download the record and print it.',
        ]);
      } finally {
        window.open = open;
      }
    });
  });

  describe('images', () => {
    it('shows the featured image first, each named by its image name, with its source and image QC', async () => {
      await mount([await fixture.samplePost()], { panel: 'images' });
      const cards = [...section('Images').querySelectorAll('article')];
      expect(cards.map((article) => text(article.querySelector('h3')))).toEqual(['Featured image', 'Embedded image']);
      const featured = cards[0].querySelector('img');
      expect(featured.alt).toBe('Two cars after a collision');
      expect(featured.getAttribute('src')).toBe(`${window.location.origin}/featured.svg`);
      expect(featured.loading).toBe('lazy');
      expect(text(cards[0])).toContain('Source AI');
      expect(text(cards[0])).toContain('Image QC Not checked');
      expect(text(cards[1])).toContain('Source Shutterstock');
      expect(text(cards[1])).toContain('Image QC Passed');
      expect(button(cards[1], 'Pass image').getAttribute('aria-pressed')).toBe('true');
      expect(field(cards[0], 'Image name').value).toBe('Two cars after a collision');
    });

    it('renders image names that hold payloads as text', async () => {
      const post = await fixture.samplePost();
      post.images[1].name = `Crash ${XSS}"><img src=x onerror=__xss(4)>`;
      post.images[0].previewUrl = 'javascript:__xss(5)';
      await mount([post], { panel: 'images' });
      const featured = card('Featured image');
      expect(featured.querySelectorAll('img').length).toBe(1);
      expect(featured.querySelector('img').alt).toBe(post.images[1].name);
      expect(field(featured, 'Image name').value).toBe(post.images[1].name);
      expect(root.querySelectorAll('script, svg, [onerror]').length).toBe(0);
      // A preview address that is not a web address is not loaded.
      expect(card('Embedded image').querySelector('img')).toBe(null);
      expect(text(card('Embedded image'))).toContain('No preview: the image address is not a web address.');
    });

    it('renames an image, toasts the service message, and shows the saved name', async () => {
      await mount([await fixture.samplePost()], { panel: 'images' });
      let changed = 0;
      element.addEventListener('test-changed', () => changed++);
      const featured = card('Featured image');
      fill(field(featured, 'Image name'), '  Crash scene on Main Street ');
      button(featured, 'Rename').click();
      await waitFor(
        () => toasts().some((toast) => toast.includes('Renamed the image to "Crash scene on Main Street".')),
        'the rename toast',
      );
      expect(calls('ModifyBlogImageName').map((call) => call.variables.input)).toEqual([
        { blogImageId: 'image-featured', name: 'Crash scene on Main Street' },
      ]);
      await waitFor(() => card('Featured image')?.querySelector('img')?.alt === 'Crash scene on Main Street', 'the refreshed image name');
      expect(calls('GetBlogPost').length).toBe(2);
      await waitFor(() => changed === 1, 'the change event');
    });

    it('refuses an empty or too long name before asking the service', async () => {
      await mount([await fixture.samplePost()], { panel: 'images' });
      const featured = card('Featured image');
      fill(field(featured, 'Image name'), '   ');
      button(featured, 'Rename').click();
      await waitFor(() => alerts(featured).length > 0, 'the empty name message');
      expect(alerts(featured)).toEqual(['Enter a name for the image.']);
      fill(field(featured, 'Image name'), 'x'.repeat(201));
      button(featured, 'Rename').click();
      await waitFor(() => alerts(featured)[0]?.includes('201'), 'the long name message');
      expect(alerts(featured)).toEqual(['Image names can be at most 200 characters (this one has 201).']);
      expect(field(featured, 'Image name').getAttribute('aria-invalid')).toBe('true');
      expect(calls('ModifyBlogImageName').length).toBe(0);
    });

    it('shows a refused rename beside the input and keeps what was typed', async () => {
      await mount([await fixture.samplePost({ status: 'ReadyForExternalReview' })], { panel: 'images' });
      fixture.answers.ModifyBlogImageName = () => ({
        errors: [{ message: 'Cannot rename the image: the blog job is Published.', extensions: { code: 'BAD_USER_INPUT' } }],
      });
      const featured = card('Featured image');
      fill(field(featured, 'Image name'), 'My new name');
      button(featured, 'Rename').click();
      await waitFor(() => alerts(featured).length > 0, 'the refusal');
      expect(alerts(featured)[0]).toContain('The image was not changed: Cannot rename the image: the blog job is Published.');
      expect(field(featured, 'Image name').value).toBe('My new name');
    });

    it('passes and fails an image', async () => {
      await mount([await fixture.samplePost()], { panel: 'images' });
      button(card('Featured image'), 'Pass image').click();
      await waitFor(() => text(card('Featured image')).includes('Image QC Passed'), 'the passed image');
      expect(button(card('Featured image'), 'Pass image').getAttribute('aria-pressed')).toBe('true');
      button(card('Embedded image'), 'Fail image').click();
      await waitFor(() => text(card('Embedded image')).includes('Image QC Failed'), 'the failed image');
      expect(calls('ModifyBlogImageHumanQc').map((call) => call.variables.input)).toEqual([
        { blogImageId: 'image-featured', result: 'Passed' },
        { blogImageId: 'image-embedded', result: 'Failed' },
      ]);
      await waitFor(() => toasts().some((toast) => toast.includes('Marked image "Police car at night" as Failed.')), 'the QC toast');
    });

    it('offers editing only to reviewers, on a post that can still change, and choosing another image only to staff', async () => {
      const controls = () =>
        ['Rename', 'Pass image', 'Fail image', 'Choose another image'].filter((name) => button(card('Featured image'), name));
      await mount([await fixture.samplePost()], { panel: 'images', roles: ['USER'] });
      expect(controls()).toEqual(['Rename', 'Pass image', 'Fail image']);
      await mount([await fixture.samplePost()], { panel: 'images', roles: ['FIRM_PILOT_ADMIN'] });
      expect(controls()).toEqual(['Rename', 'Pass image', 'Fail image', 'Choose another image']);
      await mount([await fixture.samplePost()], { panel: 'images', roles: ['PPC_ADMIN'] });
      expect(controls()).toEqual([]);
      expect(field(card('Featured image'), 'Image name')).toBe(null);
      expect(text(card('Featured image'))).toContain('Image name Two cars after a collision');
      for (const status of ['Published', 'Complete', 'Canceled']) {
        await mount([await fixture.samplePost({ status })], { panel: 'images', roles: ['FIRM_PILOT_ADMIN'] });
        expect(controls()).toEqual([]);
      }
    });

    it('lets staff generate another image from an AI prompt', async () => {
      await mount([await fixture.samplePost()], { panel: 'images', roles: ['FIRM_PILOT_ADMIN'] });
      button(card('Featured image'), 'Choose another image').click();
      const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'the dialog');
      expect(text(dialog.querySelector('h2'))).toBe('Choose another featured image');
      button(dialog, 'Generate image').click();
      await waitFor(() => alerts(dialog).length > 0, 'the empty prompt message');
      expect(alerts(dialog)).toEqual(['Describe the image to generate.']);
      fill(field(dialog, 'Describe the image'), 'A calm lawyer office at dawn');
      button(dialog, 'Generate image').click();
      await waitFor(() => !root.querySelector('dialog[open]'), 'the dialog to close');
      expect(calls('SelectAiBlogImage').map((call) => call.variables.input)).toEqual([
        { blogJobId: 'blog-1', type: 'Featured', prompt: 'A calm lawyer office at dawn' },
      ]);
      await waitFor(() => card('Featured image')?.querySelector('img')?.alt === 'A calm lawyer office at dawn', 'the new image');
      await waitFor(() => toasts().some((toast) => toast.includes('Chose a new featured image for "Car Accident Claims".')), 'the toast');
    });

    it('lets staff search Shutterstock, pick a preview and use it; a refusal keeps the dialog open', async () => {
      await mount([await fixture.samplePost()], { panel: 'images', roles: ['FIRM_PILOT_ADMIN'] });
      fixture.shutterstockItems.push(
        { id: 'ss-court-1', description: 'Courthouse steps', previewUrl: `${window.location.origin}/c1.svg`, width: 1000, height: 667 },
        { id: 'ss-court-2', description: `Gavel ${XSS}`, previewUrl: `${window.location.origin}/c2.svg`, width: 1000, height: 667 },
      );
      button(card('Embedded image'), 'Choose another image').click();
      const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'the dialog');
      [...dialog.querySelectorAll('label')]
        .find((label) => text(label) === 'Shutterstock')
        .querySelector('input')
        .click();
      const search = await waitFor(() => field(dialog, 'Search Shutterstock'), 'the search box');
      fill(search, ' courthouse ');
      button(dialog, 'Search').click();
      const results = await waitFor(() => dialog.querySelector('ul[aria-label="Shutterstock results"]'), 'the results');
      expect([...results.querySelectorAll('img')].map((image) => image.alt)).toEqual(['Courthouse steps', `Gavel ${XSS}`]);
      expect(dialog.querySelectorAll('script, svg, [onerror]').length).toBe(0);
      const [request] = fixture.restRequests;
      expect(new URL(request.url).pathname).toBe('/v1/images/previews/shutterstock');
      expect(new URL(request.url).searchParams.get('Query')).toBe('courthouse');
      expect(new URL(request.url).searchParams.get('PageSize')).toBe('12');
      expect(request.authorization).toBe('Bearer panel-token');

      fixture.answers.SelectShutterstockBlogImage = () => ({
        errors: [{ message: 'shutterstockId must be 1 to 64 letters.', extensions: { code: 'BAD_USER_INPUT' } }],
      });
      const [first] = results.querySelectorAll('button');
      first.click();
      await waitFor(() => first.getAttribute('aria-pressed') === 'true', 'the picked preview');
      button(dialog, 'Use selected image').click();
      await waitFor(() => alerts(dialog).length > 0, 'the refusal');
      expect(alerts(dialog)).toEqual(['The image was not changed: shutterstockId must be 1 to 64 letters.']);
      expect(root.querySelector('dialog[open]')).toBe(dialog);

      delete fixture.answers.SelectShutterstockBlogImage;
      button(dialog, 'Use selected image').click();
      await waitFor(() => !root.querySelector('dialog[open]'), 'the dialog to close');
      expect(
        calls('SelectShutterstockBlogImage')
          .map((call) => call.variables.input)
          .at(-1),
      ).toEqual({ blogJobId: 'blog-1', type: 'Embedded', shutterstockId: 'ss-court-1' });
      await waitFor(() => card('Embedded image')?.querySelector('img')?.alt === 'Shutterstock ss-court-1', 'the new image');
    });

    it('says when there are no images', async () => {
      await mount([await fixture.samplePost({ images: [] })], { panel: 'images' });
      expect(text(section('Images'))).toBe('Images No images.');
    });
  });

  describe('quality checks', () => {
    it('shows the blog score out of 100 and each check with its result and feedback', async () => {
      await mount([await fixture.samplePost()], { panel: 'quality' });
      const panel = section('Quality checks');
      const scores = Object.fromEntries([...panel.querySelectorAll('dt')].map((term) => [text(term), text(term.nextElementSibling)]));
      expect(scores).toEqual({
        Overall: '85 out of 100',
        Readability: '72 out of 100',
        SEO: '90 out of 100',
        Originality: '97 out of 100',
      });
      const rows = [...panel.querySelectorAll('table[aria-label="Quality check results"] tbody tr')].map((row) =>
        [...row.children].map(text),
      );
      expect(rows).toEqual([
        ['Formatting', 'Passed', 'Headings and lists are well formed.'],
        ['Hallucinations', 'Failed', 'One claim about deadlines has no source.'],
      ]);
    });

    it('shows the changes the firm asked for, and feedback with a payload as text', async () => {
      const post = await fixture.samplePost({
        humanQc: 'Failed',
        rejectionReason: 'NotRelevantToBlog',
        rejectionComment: `Too generic ${XSS}`,
      });
      post.qcResults[0].feedback = XSS;
      await mount([post], { panel: 'quality' });
      const panel = section('Quality checks');
      expect(text(panel)).toContain('Your review: Failed');
      expect(text(panel)).toContain('Changes requested: Not relevant to blog');
      expect(text(panel)).toContain(`Too generic ${XSS}`);
      expect(panel.querySelectorAll('img, script, svg').length).toBe(0);
    });

    it('says when there are no quality checks yet', async () => {
      await mount([await fixture.samplePost({ score: null, qcResults: [] })], { panel: 'quality' });
      expect(text(section('Quality checks'))).toBe('Quality checks No quality checks yet.');
    });
  });

  describe('status history', () => {
    it('lists the moves newest first in readable words, with who, when and the note', async () => {
      await mount([await fixture.samplePost()], { panel: 'history' });
      const items = [...section('Status history').querySelectorAll('li')].map(text);
      expect(items).toEqual([
        `In quality check → Ready for your review by admin@demo.test on ${day('2026-11-03T09:00:00.000Z')} Please review by Friday.`,
        `In progress → In quality check by FirmPilot on ${day('2026-11-02T09:00:00.000Z')}`,
        `In progress by FirmPilot on ${day('2026-11-01T09:00:00.000Z')}`,
      ]);
    });

    it('shows a note with a payload as text, and says when nothing moved yet', async () => {
      const post = await fixture.samplePost();
      post.statusHistory[2].note = XSS;
      await mount([post], { panel: 'history' });
      expect(text(section('Status history'))).toContain(XSS);
      expect(section('Status history').querySelectorAll('img, script, svg').length).toBe(0);
      await mount([await fixture.samplePost({ statusHistory: [] })], { panel: 'history' });
      expect(text(section('Status history'))).toBe('Status history No status changes yet.');
    });
  });

  it('renders every panel together in the order of the page', async () => {
    await mount([await fixture.samplePost()]);
    expect([...root.querySelectorAll('section > h2')].map(text)).toEqual([
      'Images',
      'Quality checks',
      'Revisions',
      'Approval record',
      'Status history',
    ]);
    for (const heading of root.querySelectorAll('section > h2'))
      expect(heading.closest('section').getAttribute('aria-labelledby')).toBe(heading.id);
  });
});
