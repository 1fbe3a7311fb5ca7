import * as v from 'valibot';
import type { ContactType } from '../api/generated/graphql.ts';
import { emailAddress, requiredText } from './field-rules.ts';

/** The limits of the REST Contact resource (src/core/api/openapi.json), held equal by a unit test. */
export const CONTACT_LIMITS = { name: 200, value: 320 } as const;
export const CONTACT_TYPES = ['Email', 'Phone'] as const satisfies readonly ContactType[];

// Digits with the usual separators and an optional leading +; at least 7 digits, as the shortest local numbers.
const PHONE = /^\+?[\d\s().-]+$/;
const phoneNumber = v.pipe(
  requiredText('the phone number', 40),
  v.check((text) => PHONE.test(text) && text.replace(/\D/g, '').length >= 7, 'Enter a phone number such as +1 (555) 010-0199.'),
);

/** A person the agency may contact at the firm (the /v1/contacts resource): the value is checked by its type. */
export const contactForm = v.variant(
  'type',
  [
    v.object({
      type: v.literal('Email'),
      name: requiredText("the contact's name", CONTACT_LIMITS.name),
      value: emailAddress(),
      isPrimary: v.boolean(),
    }),
    v.object({
      type: v.literal('Phone'),
      name: requiredText("the contact's name", CONTACT_LIMITS.name),
      value: phoneNumber,
      isPrimary: v.boolean(),
    }),
  ],
  'Choose whether this is an email address or a phone number.',
);
export type ContactFormValues = v.InferOutput<typeof contactForm>;
