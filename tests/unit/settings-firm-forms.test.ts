import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_TYPES, contactForm } from '../../src/core/forms/contact-form.ts';
import { EMAIL_MAX, isWebAddress } from '../../src/core/forms/field-rules.ts';
import { firmForm } from '../../src/core/forms/firm-form.ts';
import { IDENTIFIER_NAME_MAX, IDENTIFIER_VALUE_MAX, identifierForm } from '../../src/core/forms/identifier-form.ts';
import { COUNTRIES, LOCATION_LIMITS, locationForm } from '../../src/core/forms/location-form.ts';

// The Firm settings' offices, contacts and identifiers are REST resources: their forms refuse exactly past the
// limits the contract (src/core/api/openapi.json) gives, so the service never refuses what the form let through.

interface Property {
  maxLength?: number;
  minLength?: number;
  enum?: string[];
  $ref?: string;
}
interface ObjectSchema {
  properties: Record<string, Property>;
  required: string[];
}
const schemas = (
  JSON.parse(readFileSync('src/core/api/openapi.json', 'utf8')) as { components: { schemas: Record<string, ObjectSchema & Property> } }
).components.schemas;

/** Each text field's maxLength, and which fields are required, except the client the page adds itself. */
function limitsOf(name: string) {
  const { properties, required } = schemas[name]!;
  const texts = Object.entries(properties).filter(([field, property]) => field !== 'clientId' && property.maxLength !== undefined);
  return {
    max: Object.fromEntries(texts.map(([field, property]) => [field, property.maxLength])),
    required: required.filter((field) => field !== 'clientId').sort(),
  };
}
const requiredBy = (schema: v.ObjectSchema<v.ObjectEntries, undefined>) =>
  Object.entries(schema.entries)
    .filter(([, entry]) => !v.safeParse(entry, '').success)
    .map(([field]) => field)
    .sort();
const issueOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : { path: v.getDotPath(result.issues[0]), message: result.issues[0].message };
};

describe('an office (ClientLocationCreate)', () => {
  const office = { name: 'Downtown', addressLine: '', city: 'Portland', region: 'OR', postalCode: '', country: 'United_States', phone: '' };

  it('has the contract’s limits, required fields and countries', () => {
    const contract = limitsOf('ClientLocationCreate');
    expect(LOCATION_LIMITS).toEqual(contract.max);
    expect(requiredBy(locationForm)).toEqual(contract.required);
    expect([...COUNTRIES].sort()).toEqual([...schemas.Country!.enum!].sort());
  });

  it('takes each field at its limit and refuses one character more, saying how long it is', () => {
    for (const [field, max] of Object.entries(LOCATION_LIMITS)) {
      expect(issueOf(locationForm, { ...office, [field]: 'x'.repeat(max) }), field).toBeNull();
      expect(issueOf(locationForm, { ...office, [field]: 'x'.repeat(max + 1) })).toMatchObject({
        path: field,
        message: expect.stringContaining(`(this has ${(max + 1).toLocaleString('en-US')})`),
      });
    }
  });

  it('leaves empty optional fields out and refuses control characters', () => {
    expect(v.parse(locationForm, office)).toEqual({ name: 'Downtown', city: 'Portland', region: 'OR', country: 'United_States' });
    expect(issueOf(locationForm, { ...office, city: 'Port\u0007land' })?.path).toBe('city');
  });
});

describe('a contact (ContactCreate)', () => {
  it('has the contract’s limits and required fields, and kinds the contract knows', () => {
    const contract = limitsOf('ContactCreate');
    expect(CONTACT_LIMITS).toEqual(contract.max);
    expect(EMAIL_MAX).toBeLessThanOrEqual(CONTACT_LIMITS.value);
    expect(contract.required).toEqual(['name', 'type', 'value']);
    expect(schemas.ContactType!.enum).toEqual(expect.arrayContaining([...CONTACT_TYPES]));
  });

  it('checks the value by its kind', () => {
    const contact = { name: 'Dana Reyes', isPrimary: true };
    expect(v.parse(contactForm, { ...contact, type: 'Email', value: ' Dana@Firm.com ' }).value).toBe('dana@firm.com');
    expect(issueOf(contactForm, { ...contact, type: 'Email', value: 'dana at firm' })).toMatchObject({
      path: 'value',
      message: 'Enter an email address such as name@firm.com.',
    });
    expect(issueOf(contactForm, { ...contact, type: 'Phone', value: '+1 (555) 010-0199' })).toBeNull();
    expect(issueOf(contactForm, { ...contact, type: 'Phone', value: 'call me' })?.path).toBe('value');
    expect(issueOf(contactForm, { ...contact, name: 'x'.repeat(CONTACT_LIMITS.name + 1), type: 'Phone', value: '5550100199' })?.path).toBe(
      'name',
    );
  });
});

describe('an identifier (IdentifierCreate)', () => {
  it('has the contract’s limits', () => {
    expect({ name: IDENTIFIER_NAME_MAX, value: IDENTIFIER_VALUE_MAX }).toEqual(limitsOf('IdentifierCreate').max);
    expect(requiredBy(identifierForm)).toEqual(limitsOf('IdentifierCreate').required);
  });
});

describe('the firm’s details', () => {
  const firm = { name: 'Harbor & Vale Law', websiteUrl: 'www.harborvale.example', advertisingDisclaimer: '  ' };

  it('takes a website without its scheme as https, and an empty disclaimer as none', () => {
    expect(v.parse(firmForm, firm)).toEqual({
      name: 'Harbor & Vale Law',
      websiteUrl: 'https://www.harborvale.example',
      advertisingDisclaimer: null,
    });
  });

  it('refuses a website whose host is no host name, whatever the URL parser makes of it', () => {
    for (const website of ['not a website', 'https://a..b', 'https://', 'ftp://files.example', 'javascript:alert(1)']) {
      expect(issueOf(firmForm, { ...firm, websiteUrl: website })?.path, website).toBe('websiteUrl');
    }
    // Chromium's parser escapes the spaces of this host where Node's refuses it; the rule refuses it in both.
    expect(isWebAddress('https://not%20a%20website')).toBe(false);
    for (const website of ['https://www.example.com/path?q=1', 'http://localhost:8080', 'https://[::1]/', 'https://xn--mnchen-3ya.de'])
      expect(isWebAddress(website), website).toBe(true);
  });

  it('refuses a 10,000-character name and control characters, saying why', () => {
    expect(issueOf(firmForm, { ...firm, name: 'x'.repeat(10_000) })?.message).toBe(
      "Keep the firm's name to 200 characters or fewer (this has 10,000).",
    );
    expect(issueOf(firmForm, { ...firm, name: 'Harbor\u0007Vale' })?.message).toBe(
      'Remove the invisible control characters (they often come with pasted text).',
    );
    expect(issueOf(firmForm, { ...firm, advertisingDisclaimer: 'Line one\nLine two' })).toBeNull();
  });
});
