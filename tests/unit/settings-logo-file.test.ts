import { describe, expect, it } from 'vitest';
import { readConfig } from '../../demo/server/config.ts';
import { LOGO_MAX_BYTES as SERVICE_LOGO_MAX_BYTES, LOGO_UPLOAD_TYPES } from '../../demo/server/graphql/resolvers/account-client-logo.ts';
import { LOGO_ACCEPT, LOGO_TYPES, logoFileProblem, MAX_LOGO_BYTES } from '../../src/areas/settings/model/logo-file.ts';

// The logo the portal lets a person send is the logo the service takes over REST: the types it takes and no more
// bytes than both its logo limit and the REST body limit allow.

describe('the logo a person may send', () => {
  it('is of the types the service takes', () => {
    expect([...LOGO_TYPES].sort()).toEqual([...LOGO_UPLOAD_TYPES].sort());
    for (const type of LOGO_TYPES) expect(LOGO_ACCEPT.split(',')).toContain(type);
  });

  it('is as large as both the logo limit and the REST body limit allow', () => {
    expect(MAX_LOGO_BYTES).toBe(Math.min(SERVICE_LOGO_MAX_BYTES, readConfig({}).bodyLimitBytes));
  });

  it('is refused before sending when of another type, empty or too large, saying which', () => {
    expect(logoFileProblem({ type: 'image/png', size: MAX_LOGO_BYTES })).toBeNull();
    expect(logoFileProblem({ type: 'IMAGE/SVG+XML', size: 10 })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: MAX_LOGO_BYTES + 1 })).toEqual({ kind: 'tooLarge', bytes: MAX_LOGO_BYTES + 1 });
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toEqual({ kind: 'type', type: 'image/gif' });
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toEqual({ kind: 'type', type: 'application/pdf' });
    expect(logoFileProblem({ type: '', size: 10 })).toEqual({ kind: 'type', type: '' });
    expect(logoFileProblem({ type: 'image/jpeg', size: 0 })).toEqual({ kind: 'empty' });
  });
});
