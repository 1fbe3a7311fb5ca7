// What the Firm section says (the spec gives none of these words). Tests find controls by them.
import type { FileProblem } from '../../../../core/files/file-problem.ts';
import { MAX_LOGO_BYTES } from '../../model/logo-file.ts';

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;
const LOGO_LIMIT = kilobytes(MAX_LOGO_BYTES);

export const DETAILS_TEXTS = {
  heading: 'Firm details',
  name: 'Firm name',
  website: 'Website',
  websiteHint: "Your firm's main website, such as https://www.yourfirm.com.",
  disclaimer: 'Advertising disclaimer',
  disclaimerHint:
    'Bar rules in many states require lawyer advertising to carry a notice such as “Attorney Advertising. Prior results do not guarantee a similar outcome.” Write it exactly as your firm must publish it: every social media and Google Business Profile post is checked for it before you approve it. Leave it empty if your firm needs none.',
} as const;

export const ASSIGNEE_TEXTS = {
  heading: 'Account manager',
  label: 'Assigned staff member',
  hint: 'The person at the agency who looks after this firm.',
  none: 'No one',
  noneAssigned: 'No one at the agency is assigned to your firm yet.',
  assigned: (name: string, email: string) => `${name} (${email}) looks after your firm at the agency.`,
  loadFailed: 'The staff list could not be loaded. Check your connection and try again.',
} as const;

export const LOGO_TEXTS = {
  heading: 'Logo',
  description: `A PNG, JPEG, WebP or SVG image of at most ${LOGO_LIMIT} and 10,000 pixels a side, used on your posts’ branded images. SVG logos are converted to PNG when you upload them.`,
  current: "Your firm's logo",
  chosen: (name: string) => `Preview of ${name}`,
  noPreview: 'This browser cannot draw a preview of the file; upload it and the service says whether it can.',
  none: 'No logo uploaded yet.',
  loading: 'Loading the logo…',
  loadFailed: 'The logo could not be loaded. Check your connection and reload the page.',
  file: 'Logo file',
  upload: 'Upload logo',
  cancel: 'Cancel',
  required: 'Choose an image file first.',
  notAnImage: (name: string, type: string) =>
    `“${name}” cannot be a logo (${type ? `it is ${type}` : 'its type is unknown'}). Choose a PNG, JPEG, WebP or SVG image.`,
  empty: (name: string) => `“${name}” is empty. Choose another file.`,
  tooLarge: (name: string, bytes: number) =>
    `“${name}” is ${kilobytes(bytes)}; a logo may be at most ${LOGO_LIMIT}. Make it smaller or choose another.`,
  failed: (reason: string) => `The logo was not changed: ${reason}`,
  progressLabel: (name: string) => `Uploading ${name}`,
  sent: (percent: number) => `${percent}% sent`,
  processing: 'Sent; the service is checking the image…',
} as const;

/** Why a chosen file is refused before it is sent. */
export const logoProblemText = (name: string, problem: FileProblem) =>
  problem.kind === 'type'
    ? LOGO_TEXTS.notAnImage(name, problem.type)
    : problem.kind === 'empty'
      ? LOGO_TEXTS.empty(name)
      : LOGO_TEXTS.tooLarge(name, problem.bytes);

/** The words every list of the section shares: an editor's title and the delete confirmation. */
const listTexts = (one: string) => ({
  editTitle: (name: string) => `Edit “${name}”`,
  deleteTitle: (name: string) => `Delete ${one} “${name}”?`,
  deleteConfirm: 'Delete',
  deleting: 'Deleting…',
});

export const IDENTIFIER_TEXTS = {
  ...listTexts('the identifier'),
  heading: 'Identifiers',
  newTitle: 'New identifier',
  description: 'Numbers and IDs that name your firm elsewhere: a bar number, a tax ID, a directory profile.',
  empty: 'No identifiers yet.',
  add: 'Add identifier',
  name: 'Name',
  nameHint: 'What the identifier is, such as “State bar number”.',
  nameFixed: 'To rename an identifier, delete it and add it again.',
  value: 'Value',
  deleteDescription: (name: string) => `“${name}” is removed from your firm's identifiers. This cannot be undone.`,
  removed: (name: string) => `Identifier “${name}” deleted.`,
} as const;

export const OFFICE_TEXTS = {
  ...listTexts('the office'),
  heading: 'Offices',
  newTitle: 'New office',
  description: 'Where your firm receives clients; local posts and profiles name them.',
  empty: 'No offices yet.',
  add: 'Add office',
  name: 'Office name',
  addressLine: 'Street address',
  city: 'City',
  region: 'State or province',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
  countries: { United_States: 'United States', Canada: 'Canada' },
  deleteDescription: (name: string) => `The office “${name}” is removed from your firm. This cannot be undone.`,
  added: (name: string) => `Office “${name}” added.`,
  saved: (name: string) => `Office “${name}” saved.`,
  removed: (name: string) => `Office “${name}” deleted.`,
  loading: 'Loading the offices…',
  loadFailed: 'The offices could not be loaded. Check your connection and try again.',
} as const;

export const CONTACT_TEXTS = {
  ...listTexts('the contact'),
  heading: 'Contacts',
  newTitle: 'New contact',
  description: 'The people at your firm the agency may reach, and how.',
  empty: 'No contacts yet.',
  add: 'Add contact',
  name: 'Name',
  type: 'How to reach them',
  types: { Email: 'Email address', Phone: 'Phone number', Unknown: 'Other' },
  primary: 'Primary contact',
  primaryHint: 'The person the agency reaches first.',
  primaryBadge: 'Primary',
  deleteDescription: (name: string) => `“${name}” is removed from your firm's contacts. This cannot be undone.`,
  added: (name: string) => `Contact “${name}” added.`,
  saved: (name: string) => `Contact “${name}” saved.`,
  removed: (name: string) => `Contact “${name}” deleted.`,
  loading: 'Loading the contacts…',
  loadFailed: 'The contacts could not be loaded. Check your connection and try again.',
} as const;
