import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../demo/server/config.ts';
import { MAX_STEP_FILE_BYTES } from '../../src/areas/backlinks/model/backlink-files.ts';
import { REVIEW_CAPABILITIES } from '../../src/core/review/review-capabilities.ts';

// What the portal's backlinks rules take from elsewhere than their shared module (src/shared/backlinks), held against
// those sources: the request body limit of the service's configuration, and the capabilities of the contract.

const document = JSON.parse(readFileSync('src/core/api/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; 'x-capability': string }>>;
};
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
const capabilityOf = (operationId: string) => operations.find((operation) => operation.operationId === operationId)?.['x-capability'];

describe('a step’s file', () => {
  it('is as large as the service’s request body limit allows', () => {
    expect(MAX_STEP_FILE_BYTES).toBe(readConfig({}).bodyLimitBytes);
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
});
