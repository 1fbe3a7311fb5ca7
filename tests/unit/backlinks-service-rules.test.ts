import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../demo/server/config.ts';
import {
  BACKLINK_EVIDENCE_TYPES,
  liveUrlProblem as serviceLiveUrlProblem,
  referringSiteProblem as serviceReferringSiteProblem,
} from '../../demo/server/domain/backlinks.ts';
import { MAX_STEP_FILE_BYTES, STEP_FILE_TYPES } from '../../src/areas/backlinks/model/backlink-files.ts';
import { liveUrlProblem, referringSiteProblem } from '../../src/areas/backlinks/model/backlink-links.ts';
import { STEP_ACTION_FROM } from '../../src/areas/backlinks/model/backlink-step-actions.ts';
import { REVIEW_CAPABILITIES } from '../../src/core/review/review-capabilities.ts';

// The portal's backlinks rules held against the service's: what it offers and checks before sending is exactly
// what the service takes, so a person hears why before the bytes travel and is never offered what is refused.

const document = JSON.parse(readFileSync('src/core/api/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; 'x-capability': string }>>;
};
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
const capabilityOf = (operationId: string) => operations.find((operation) => operation.operationId === operationId)?.['x-capability'];
const handler = readFileSync('demo/server/rest/handlers/backlinks.ts', 'utf8');

describe('a step’s file', () => {
  it('is of the types the service takes, and as large as its request body limit allows', () => {
    expect([...STEP_FILE_TYPES].sort()).toEqual([...BACKLINK_EVIDENCE_TYPES].sort());
    expect(MAX_STEP_FILE_BYTES).toBe(readConfig({}).bodyLimitBytes);
  });
});

describe('the links staff type', () => {
  const samples = [
    '',
    'lawyers.justia.com',
    'www.avvo.com',
    'https://www.avvo.com/',
    'http://news.example.com/a?b=1#c',
    ' https://news.example.com/a ',
    'news.example.com/article',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://files.example.com/a',
    'https://localhost/a',
    'https://10.0.0.1/a',
    'not a site',
    'https://',
    'a.b',
    'ex ample.com',
    `https://a.example.com/${'x'.repeat(1990)}`,
    `https://a.example.com/${'x'.repeat(2000)}`,
  ];
  it('are refused by the portal exactly when the service refuses them', () => {
    for (const sample of samples) {
      expect(liveUrlProblem(sample) === null, `live link ${JSON.stringify(sample.slice(0, 40))}`).toBe(
        serviceLiveUrlProblem(sample) === undefined,
      );
      expect(referringSiteProblem(sample) === null, `linking site ${JSON.stringify(sample.slice(0, 40))}`).toBe(
        serviceReferringSiteProblem(sample) === undefined,
      );
    }
  });
});

describe('what staff may do with a step', () => {
  it('is staff’s alone in the contract, and only FIRM_PILOT_ADMIN holds staff', () => {
    expect(['updateBacklinkStep', 'startBacklinkStep', 'saveBacklinkStep'].map(capabilityOf)).toEqual(['staff', 'staff', 'staff']);
    expect(['listBacklinkJobs', 'getBacklinkJob', 'listBacklinkSteps', 'getJobDocument'].map(capabilityOf)).toEqual([
      'read',
      'read',
      'read',
      'read',
    ]);
    expect(
      Object.entries(REVIEW_CAPABILITIES)
        .filter(([, capabilities]) => capabilities.includes('staff'))
        .map(([role]) => role),
    ).toEqual(['FIRM_PILOT_ADMIN']);
  });

  it('follows the statuses the service’s handler moves from', () => {
    // updateBacklinkStep refuses a completed step unless the edit is of the job's links only; start needs Pending; save needs Initialized.
    expect(handler).toContain(
      "if (step.status === 'Completed' && !onlyLinks) throw illegalTransition('backlinks step', 'change the step', step.status);",
    );
    expect(handler).toContain("if (step.status !== 'Pending') throw illegalTransition('backlinks step', 'start the step', step.status);");
    expect(handler).toContain(
      "if (step.status !== 'Initialized') throw illegalTransition('backlinks step', 'save the step (start it first)', step.status);",
    );
    const statuses = ['Completed', 'Failed', 'Initialized', 'Pending', 'Unknown'];
    expect([...STEP_ACTION_FROM.edit].sort()).toEqual(statuses);
    expect(STEP_ACTION_FROM.start).toEqual(['Pending']);
    expect(STEP_ACTION_FROM.save).toEqual(['Initialized']);
  });
});
