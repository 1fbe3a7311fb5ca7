import { describe, expect, it } from 'vitest';
import {
  checkContext,
  decodeContextSegment,
  DEFAULT_FLAG_CONFIG,
  evaluateFlags,
  parseFlagConfig,
  type FlagConfig,
} from '../../demo/server/flags/index.ts';

const WIP = 'client-app-work-in-progress';

const config: FlagConfig = {
  flags: {
    [WIP]: { default: false, variations: [false, true] },
    theme: { default: 'plain', variations: ['plain', 'dark', 'bright'], version: 4 },
  },
  overrides: {
    users: { 'user-a': { [WIP]: true }, 'user-b': { theme: 'dark' } },
    clients: { 'firm-1': { [WIP]: true, theme: 'bright' }, 'firm-2': { [WIP]: false } },
  },
};

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('evaluateFlags', () => {
  it('serves the defaults to a context without overrides', () => {
    expect(evaluateFlags(config, { kind: 'user', key: 'nobody' })).toEqual({
      [WIP]: { value: false, variation: 0, version: 1 },
      theme: { value: 'plain', variation: 0, version: 4 },
    });
  });

  it('applies user overrides to single-kind and legacy user contexts', () => {
    expect(evaluateFlags(config, { kind: 'user', key: 'user-a' })[WIP]).toEqual({ value: true, variation: 1, version: 1 });
    expect(evaluateFlags(config, { key: 'user-a' })[WIP]?.value).toBe(true);
  });

  it('applies client overrides to a client context', () => {
    expect(evaluateFlags(config, { kind: 'client', key: 'firm-1' }).theme).toEqual({ value: 'bright', variation: 2, version: 4 });
  });

  it('lets a user override beat a client override in a multi-context', () => {
    const context = { kind: 'multi', user: { key: 'user-b' }, client: { key: 'firm-1', name: 'Firm One' } };
    const flags = evaluateFlags(config, context);
    expect(flags.theme?.value).toBe('dark'); // user beats client
    expect(flags[WIP]?.value).toBe(true); // client beats default
    expect(evaluateFlags(config, { kind: 'multi', user: { key: 'user-a' }, client: { key: 'firm-2' } })[WIP]?.value).toBe(true);
  });

  it('ignores overrides for other kinds, inherited names and values outside the variations', () => {
    expect(evaluateFlags(config, { kind: 'device', key: 'user-a' })[WIP]?.value).toBe(false);
    expect(evaluateFlags(config, { kind: 'user', key: 'constructor' })[WIP]?.value).toBe(false);
    const odd: FlagConfig = { ...config, overrides: { users: { x: { [WIP]: 'yes' } }, clients: { y: { [WIP]: true } } } };
    expect(evaluateFlags(odd, { kind: 'multi', user: { key: 'x' }, client: { key: 'y' } })[WIP]?.value).toBe(true);
  });

  it('gives the demo PPC admin the work-in-progress state by default', () => {
    expect(evaluateFlags(DEFAULT_FLAG_CONFIG, { kind: 'user', key: 'auth0|user-ppc' })[WIP]?.value).toBe(true);
    expect(evaluateFlags(DEFAULT_FLAG_CONFIG, { kind: 'user', key: 'auth0|user-other' })[WIP]?.value).toBe(false);
    expect(evaluateFlags(DEFAULT_FLAG_CONFIG, { kind: 'user', anonymous: true, key: 'f00' })[WIP]?.value).toBe(false);
  });
});

describe('contexts', () => {
  it('decodes base64url JSON, with or without padding', () => {
    const context = { kind: 'user', key: 'auth0|user-ppc', name: 'Ünïcode ✓' };
    expect(decodeContextSegment(encode(context))).toEqual({ ok: true, context });
    expect(decodeContextSegment(Buffer.from(JSON.stringify(context)).toString('base64'))).toEqual({ ok: true, context });
  });

  it.each([
    ['not base64!', /base64url/],
    ['', /base64url/],
    [Buffer.from('{"kind":').toString('base64url'), /not valid JSON/],
    [encode([1, 2]), /JSON object, got an array/],
    [encode('user'), /JSON object, got a string/],
    [encode(null), /JSON object, got null/],
    [encode({ kind: 7, key: 'a' }), /kind must be a string/],
    [encode({ kind: 'user' }), /context.key is missing/],
    [encode({ kind: 'user', key: 12 }), /context.key must be a string/],
    [encode({ kind: 'multi' }), /holds no contexts/],
    [encode({ kind: 'multi', user: 'u' }), /context.user must be an object/],
    [encode({ kind: 'multi', user: { key: 'u' }, client: { name: 'Firm' } }), /context.client.key is missing/],
  ])('rejects %s', (segment, problem) => {
    const check = decodeContextSegment(segment);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(problem);
  });

  it('accepts anonymous contexts without a key', () => {
    expect(checkContext({ kind: 'user', anonymous: true }).ok).toBe(true);
  });
});

describe('parseFlagConfig', () => {
  it('fills in boolean variations and empty overrides', () => {
    expect(parseFlagConfig({ flags: { a: { default: true } } })).toEqual({
      flags: { a: { default: true, variations: [false, true] } },
      overrides: { users: {}, clients: {} },
    });
  });

  it.each([
    [[], /JSON object/],
    [{ flags: { a: {} } }, /flags\["a"\] needs a "default"/],
    [{ flags: { a: { default: 'x', variations: ['y'] } } }, /default is not one of its variations/],
    [{ flags: { a: { default: true } }, overrides: { users: { u: { b: true } } } }, /unknown flag "b"/],
    [{ flags: { a: { default: true } }, overrides: { clients: { c: { a: 'on' } } } }, /overrides.clients\["c"\]\["a"\] is not one/],
  ])('reports problems by place: %j', (raw, message) => {
    expect(() => parseFlagConfig(raw)).toThrow(message);
  });
});
