import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  approvedChangesHash,
  approvedChangesPayload,
  buildSeoReviewRecordHtml,
  seoRecordFileName,
} from '../../src/areas/on-page-seo/model/seo-approval-record.ts';
import type { SeoJob } from '../../src/areas/on-page-seo/api/seo-job-query.ts';
import { fieldLabel } from '../../src/areas/on-page-seo/seo-texts.ts';

const change = (
  id: string,
  field: string,
  currentValue: string,
  proposedValue: string,
  decision: 'Approved' | 'Rejected' | null,
  decisionComment: string | null = null,
) => ({
  id,
  field,
  currentValue,
  proposedValue,
  decision,
  decisionComment,
  decidedBy: 'owner@demo.test',
  decidedOn: '2026-11-20T10:00:00.000Z',
});
const changes = [
  change('c-2', 'title', 'Car Accidents | Harbor & Vale', 'Car Accident Lawyer | <b>Free</b> Consultation', 'Approved'),
  change('c-1', 'schema', '', '{"@type":"LegalService","name":"</script><script>alert(1)</script>"}', 'Approved'),
  change('c-3', 'metaDescription', '', 'We win every case <img src=x onerror=alert(1)>', 'Rejected', 'We may not <promise> results'),
];
const review = {
  submittedBy: 'owner@demo.test',
  submittedOn: '2026-11-21T09:30:00.000Z',
  approvedCount: 2,
  rejectedCount: 1,
  executionJobId: 'job-exec-1',
};
const job = { id: 'seo-1', pageUrl: 'https://harborvale.test/practice/car-accidents', changes } as unknown as SeoJob;
const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the record of a submitted SEO review', () => {
  it('hashes the approved changes only, by change id, as [id, field, live text, approved text]', async () => {
    expect(approvedChangesPayload(changes)).toBe(
      JSON.stringify([
        ['c-1', 'schema', '', '{"@type":"LegalService","name":"</script><script>alert(1)</script>"}'],
        ['c-2', 'title', 'Car Accidents | Harbor & Vale', 'Car Accident Lawyer | <b>Free</b> Consultation'],
      ]),
    );
    await expect(approvedChangesHash(changes)).resolves.toEqual({ hash: hashOf(approvedChangesPayload(changes)) });
  });

  it('holds who submitted, when, the counts, the exact approved texts and the rejected ones with their reason, all escaped', async () => {
    const html = buildSeoReviewRecordHtml({
      job,
      review,
      clientName: 'Harbor & Vale Law',
      brand: 'FirmPilot',
      generatedAt: '2026-11-21T10:00:00.000Z',
      hash: await approvedChangesHash(changes),
      fieldLabel,
    });
    expect(html).toContain('owner@demo.test');
    expect(html).toContain('November 21, 2026');
    expect(html).toContain('<dt>Changes approved</dt><dd>2</dd>');
    expect(html).toContain('<dt>Changes rejected</dt><dd>1</dd>');
    expect(html).toContain('Car Accident Lawyer | &lt;b&gt;Free&lt;/b&gt; Consultation');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('We may not &lt;promise&gt; results');
    expect(html).toContain(hashOf(approvedChangesPayload(changes)));
    expect(html).toContain('<code>c-1</code>');
    // Each change says who decided it and when: a colleague may have decided it before the review was submitted.
    expect(html).toMatch(/<code>c-1<\/code> · approved by owner@demo.test on <time datetime="2026-11-20T10:00:00.000Z">November 20, 2026/);
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain("default-src 'none'");
  });

  it('says why the hash is missing where the browser cannot compute one', () => {
    const html = buildSeoReviewRecordHtml({
      job,
      review: { ...review, executionJobId: null },
      clientName: null,
      brand: 'FirmPilot',
      generatedAt: new Date(0),
      hash: { problem: 'No Web Crypto here.' },
      fieldLabel,
    });
    expect(html).toContain('Not computed: No Web Crypto here.');
    expect(html).toContain('none (no change approved)');
  });

  it('is named after the page and the day of the review', () => {
    expect(seoRecordFileName(job.pageUrl, review.submittedOn)).toBe('approval-harborvale-test-practice-car-accidents-2026-11-21.html');
  });
});
