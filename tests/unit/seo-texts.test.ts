import { describe, expect, it } from 'vitest';
import { SEO_CHANGE_FIELDS, SEO_FAILURE_CODES, SEO_JOB_STATUSES } from '../../src/areas/on-page-seo/model/seo-status.ts';
import { changeLabels, failureText, fieldLabel, FIELD_LABELS, qcLabel, seoStatusLabel } from '../../src/areas/on-page-seo/seo-texts.ts';

describe('what the on-page SEO area calls things', () => {
  it('names every status in the firm’s words, and a status added later in its own words', () => {
    const labels = SEO_JOB_STATUSES.map(seoStatusLabel);
    expect(new Set(labels).size).toBe(SEO_JOB_STATUSES.length);
    expect(seoStatusLabel('ReadyForPreProcessingReview')).toBe('Ready for your review');
    expect(seoStatusLabel('DiscoveryFailed')).toBe('Page could not be analysed');
    expect(seoStatusLabel('AwaitingCms')).toBe('Awaiting cms');
  });

  it('says why a job failed in plain words for every code, and something honest for a code it does not know', () => {
    const texts = SEO_FAILURE_CODES.map((code) => failureText(code)!);
    for (const text of texts) expect(text).not.toMatch(/[A-Z]{2,}_[A-Z]+/);
    expect(new Set(texts).size).toBe(SEO_FAILURE_CODES.length);
    expect(failureText('PAGE_NOT_FOUND')).toContain('could not find this page');
    expect(failureText('CMS_CREDENTIALS')).toContain('Settings');
    expect(failureText('DNS_FAILURE')).toBe('Something went wrong (reference: DNS_FAILURE). Our team has been told and will look into it.');
    expect([failureText(null), failureText('')]).toEqual([null, null]);
  });

  it('labels every change field, and a field it does not know readably', () => {
    expect(SEO_CHANGE_FIELDS.map(fieldLabel)).toEqual(SEO_CHANGE_FIELDS.map((field) => FIELD_LABELS[field]));
    expect(fieldLabel('metaDescription')).toBe('Meta description');
    expect(fieldLabel('ogTitle')).toBe('Og title');
    expect(fieldLabel('canonicalURL')).toBe('Canonical url');
    expect(fieldLabel('  ')).toBe('Other change');
  });

  it('reads QC results as the firm would', () => {
    expect(['Passed', 'Failed', 'Unevaluated', 'NeedsAdditionalReview'].map(qcLabel)).toEqual([
      'Passed',
      'Failed',
      'Not checked yet',
      'Needs additional review',
    ]);
  });
});

describe('a change’s name on the review page', () => {
  it('is its field’s, numbered only where the job changes that field more than once', () => {
    const changes = [
      { id: 'a', field: 'title' },
      { id: 'b', field: 'heading' },
      { id: 'c', field: 'imageAlt' },
      { id: 'd', field: 'heading' },
      { id: 'e', field: 'imageAlt' },
    ];
    expect([...changeLabels(changes).values()]).toEqual([
      fieldLabel('title'),
      `${fieldLabel('heading')} 1`,
      `${fieldLabel('imageAlt')} 1`,
      `${fieldLabel('heading')} 2`,
      `${fieldLabel('imageAlt')} 2`,
    ]);
  });
});
