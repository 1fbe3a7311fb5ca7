// The approval record (src/areas/blog/model/approval-record.ts): which version was approved, by whom and when, its
// hash checked against the saved text, and a downloadable HTML file that carries everything and runs nothing.
import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approvalRecordFileName,
  approvalsNewestFirst,
  approvedContentOf,
  buildApprovalRecordHtml,
  checkApprovalHash,
  hashCheckText,
  type ApprovalRecordInput,
} from '../../src/areas/blog/model/approval-record.ts';
import { HASH_UNAVAILABLE_MESSAGE } from '../../src/core/review/content-hash.ts';

const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const V1 = '<h2>Car accidents</h2><p>Call the police.</p>';
const V2 =
  '<h2>Car accidents</h2><p>Call the police first.</p><figure><img src="https://cdn.example.test/crash.jpg" alt="A crash &amp; a car"></figure>';
const V3 = '<h2>Car accidents</h2><p>Call the police at once.</p>';

const post = {
  id: 'blog-1',
  topic: 'Car Accident Claims: Ohio <img src=x onerror=alert(1)>',
  title: 'What to do after a car accident',
  contentType: 'BlogPost' as const,
  content: V3,
  contentVersion: 3,
  revisions: [
    { version: 1, title: 'First title', content: V1, savedBy: 'FirmPilot', savedOn: '2026-11-01T10:00:00.000Z' },
    { version: 2, title: 'What to do after a car accident', content: V2, savedBy: 'owner@demo.test', savedOn: '2026-11-02T10:00:00.000Z' },
  ],
};
const approval = {
  version: 2,
  contentHash: hashOf(V2),
  approvedBy: 'owner@demo.test <script>alert(1)</script>',
  approvedByUserId: null,
  approvedOn: '2026-11-03T14:05:06.000Z',
  voided: false,
  voidedOn: null,
  voidedReason: null,
};

function record(overrides: Partial<ApprovalRecordInput> = {}) {
  return buildApprovalRecordHtml({
    post,
    approval,
    clientName: 'Harbor & Vale Law',
    brand: 'FirmPilot',
    generatedAt: '2026-11-21T09:00:00.000Z',
    approvedContentHtml: V2,
    hashCheck: { state: 'matches', version: 2 },
    ...overrides,
  });
}

/** The record as a browser reads it (happy-dom parses; nothing runs). */
function read(html: string) {
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const terms = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  return { document, fields: Object.fromEntries(terms) as Record<string, string> };
}

describe('approvedContentOf', () => {
  it('takes the revision of the approved version, else the current content when that is the version', () => {
    expect(approvedContentOf(post, 2)).toBe(V2);
    expect(approvedContentOf({ ...post, revisions: [] }, 3)).toBe(V3);
    expect(approvedContentOf({ ...post, revisions: [] }, 2)).toBeNull();
  });
});

describe('checkApprovalHash', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('matches when the saved text of the approved version hashes to the recorded hash', async () => {
    const check = await checkApprovalHash(post, approval);
    expect(hashCheckText(check)).toBe('The hash matches version 2 as saved.');
    expect(hashCheckText(await checkApprovalHash(post, { ...approval, contentHash: approval.contentHash.toUpperCase() }))).toBe(
      'The hash matches version 2 as saved.',
    );
  });

  it('does not match when the saved text differs from what was approved', async () => {
    const check = await checkApprovalHash(post, { version: 1, contentHash: hashOf(V2) });
    expect(hashCheckText(check)).toBe('The hash does not match the saved text of version 1.');
  });

  it('says when the text of the version is not there to check', async () => {
    const check = await checkApprovalHash({ ...post, revisions: [] }, approval);
    expect(hashCheckText(check)).toBe('The saved text of version 2 is not available to check.');
  });

  it('says why it cannot check where the browser cannot hash', async () => {
    vi.stubGlobal('crypto', {});
    expect(hashCheckText(await checkApprovalHash(post, approval))).toBe(HASH_UNAVAILABLE_MESSAGE);
  });
});

describe('approvalsNewestFirst and approvalRecordFileName', () => {
  it('orders approvals newest first', () => {
    const older = { ...approval, version: 1, approvedOn: '2026-10-01T00:00:00.000Z' };
    expect(approvalsNewestFirst([older, approval]).map((entry) => entry.version)).toEqual([2, 1]);
  });

  it('names the file after the topic and version, in safe characters', () => {
    expect(approvalRecordFileName('Car Accident Claims: Ohio', 3)).toBe('approval-car-accident-claims-ohio-v3.html');
    expect(approvalRecordFileName('Família & Divórcio / São Paulo', 1)).toBe('approval-familia-divorcio-sao-paulo-v1.html');
    expect(approvalRecordFileName('<<>>', 2)).toBe('approval-blog-post-v2.html');
    expect(approvalRecordFileName('a '.repeat(100), 4).length).toBeLessThanOrEqual('approval--v4.html'.length + 60);
  });
});

describe('buildApprovalRecordHtml', () => {
  it('is a whole HTML document naming the version, who approved it, when, and the hash with its check', () => {
    const html = record();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const { document, fields } = read(html);
    expect(document.title).toBe('Approval record: What to do after a car accident (version 2)');
    expect(document.querySelector('h1')?.textContent).toBe('What to do after a car accident');
    expect(fields['Client']).toBe('Harbor & Vale Law');
    expect(fields['Approved version']).toBe('2');
    expect(fields['Approved by']).toBe('owner@demo.test <script>alert(1)</script>');
    expect(fields['Approved on']).toBe('November 3, 2026 at 2:05:06 PM UTC');
    expect(fields['Content hash (SHA-256)']).toBe(hashOf(V2));
    expect(fields['Hash check']).toBe('The hash matches version 2 as saved.');
    expect(fields['Record generated on']).toBe('November 21, 2026 at 9:00:00 AM UTC');
  });

  it('embeds the approved content, with images as their description', () => {
    const { document } = read(record());
    const content = document.querySelector('.content');
    expect(content?.querySelector('h2')?.textContent).toBe('Car accidents');
    expect(content?.querySelector('p')?.textContent).toBe('Call the police first.');
    expect(content?.querySelector('.image')?.textContent).toBe('[Image: A crash & a car]');
  });

  it('escapes every text that is not the sanitized content', () => {
    const html = record({ clientName: '<b onmouseover=alert(1)>Firm</b>', brand: '"><script>alert(1)</script>' });
    const { document, fields } = read(html);
    expect(document.querySelectorAll('script, b, img').length).toBe(0);
    expect(fields['Topic']).toBe('Car Accident Claims: Ohio <img src=x onerror=alert(1)>');
    expect(fields['Client']).toBe('<b onmouseover=alert(1)>Firm</b>');
    expect(document.querySelector('header p')?.textContent).toBe('"><script>alert(1)</script> · Approval record');
  });

  it('turns an image description holding markup into text', () => {
    const { document } = read(record({ approvedContentHtml: '<p><img src="x.jpg" alt="&lt;script&gt;alert(1)&lt;/script&gt;"></p>' }));
    expect(document.querySelectorAll('script').length).toBe(0);
    expect(document.querySelector('.image')?.textContent).toBe('[Image: <script>alert(1)</script>]');
  });

  it('loads nothing and runs nothing: inline CSS, no script, a policy that forbids the rest', () => {
    const html = record();
    const { document } = read(html);
    expect(document.querySelectorAll('script, link, img, iframe, object, embed').length).toBe(0);
    expect(document.querySelectorAll('[src], [srcset], [background], [poster]').length).toBe(0);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(document.querySelector('style')?.textContent).toContain('font');
    expect(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain("default-src 'none'");
  });

  it('says so when the approved text is not available', () => {
    const { document, fields } = read(record({ approvedContentHtml: null, hashCheck: { state: 'missing', version: 2 } }));
    expect(fields['Hash check']).toBe('The saved text of version 2 is not available to check.');
    expect(document.querySelector('.content')).toBeNull();
  });
});
