// The configuration-like resources kept in the generic `resources` table, one JSON schema per kind.
// A client's settings are changed by roles with 'settings'; the agency's configuration is staff-only.
import type { KindSpec } from './crud.ts';
import { arrayOf, bool, date, enumOf, idOf, input, int, longText, number, orNull, text, url } from './schema-kit.ts';

const clientSetting = { owner: 'client', read: 'read', write: 'settings' } as const;
const staffConfig = { owner: 'global', read: 'staff', write: 'staff' } as const;
const clientConfig = { owner: 'client', read: 'staff', write: 'staff' } as const;

export const blogSettings: KindSpec = {
  kind: 'blogSettings',
  name: 'BlogSettings',
  plural: 'BlogSettings',
  label: 'blog settings',
  ...clientSetting,
  fields: {
    tone: text(200),
    audience: text(500),
    wordsPerPost: int(300, 5000),
    contentFormat: enumOf('ContentFormat'),
    includeFaq: bool,
    publishWeekday: enumOf('Weekday'),
  },
  required: ['tone', 'wordsPerPost'],
  sortable: ['tone'],
  filterable: ['contentFormat', 'publishWeekday'],
};
export const callToActionSettings: KindSpec = {
  kind: 'callToActionSettings',
  name: 'CallToActionSettings',
  plural: 'CallToActionSettings',
  label: 'call-to-action settings',
  ...clientSetting,
  fields: { text: text(300), url, isEnabled: bool },
  required: ['text', 'url'],
  sortable: ['text'],
  filterable: ['isEnabled'],
};
export const clientLocation: KindSpec = {
  kind: 'clientLocation',
  name: 'ClientLocation',
  plural: 'ClientLocations',
  label: 'client location',
  ...clientSetting,
  fields: {
    name: text(200),
    addressLine: text(300),
    city: text(120),
    region: text(120),
    postalCode: text(20),
    country: enumOf('Country'),
    phone: text(40),
  },
  required: ['name', 'city', 'country'],
  sortable: ['name', 'city'],
  filterable: ['city', 'country'],
};
export const contact: KindSpec = {
  kind: 'contact',
  name: 'Contact',
  plural: 'Contacts',
  label: 'contact',
  ...clientSetting,
  fields: { name: text(200), type: enumOf('ContactType'), value: text(320), isPrimary: bool },
  required: ['name', 'type', 'value'],
  sortable: ['name', 'type'],
  filterable: ['type', 'isPrimary'],
};
// Shared with GraphQL's AddIdentifier / ChangeIdentifierValue (kind 'identifier', data { name, value }).
export const identifier: KindSpec = {
  kind: 'identifier',
  name: 'Identifier',
  plural: 'Identifiers',
  label: 'identifier',
  ...clientSetting,
  fields: { name: text(120), value: text(500) },
  required: ['name', 'value'],
  sortable: ['name'],
  filterable: ['name', 'value'],
};
export const profile: KindSpec = {
  kind: 'profile',
  name: 'Profile',
  plural: 'Profiles',
  label: 'profile',
  ...clientSetting,
  fields: { profileTitle: text(200), network: enumOf('SocialNetwork'), handle: text(200), url },
  required: ['profileTitle', 'network'],
  sortable: ['profileTitle', 'network'],
  filterable: ['network'],
};
export const blogTopic: KindSpec = {
  kind: 'blogTopic',
  name: 'BlogTopic',
  plural: 'BlogTopics',
  label: 'blog topic',
  owner: 'client',
  read: 'read',
  write: 'review',
  fields: { topic: text(300), keywords: arrayOf(text(100), 50), targetDate: date, notes: text(2000, 0) },
  required: ['topic'],
  sortable: ['topic', 'targetDate'],
  filterable: ['topic'],
};
// Shared with GraphQL's AddClientConnectedService (kind 'connectedService', data { serviceName, isEnabled }).
export const clientService: KindSpec = {
  kind: 'connectedService',
  name: 'ClientService',
  plural: 'ClientServices',
  label: 'client service',
  ...clientSetting,
  fields: { serviceName: text(120), isEnabled: bool, typeId: idOf('resource:clientServiceType') },
  required: ['serviceName', 'isEnabled'],
  sortable: ['serviceName'],
  filterable: ['serviceName', 'isEnabled', 'typeId'],
};
export const clientServiceType: KindSpec = {
  kind: 'clientServiceType',
  name: 'ClientServiceType',
  plural: 'ClientServiceTypes',
  label: 'client service type',
  ...staffConfig,
  fields: { name: text(120), description: text(1000, 0) },
  required: ['name'],
  sortable: ['name'],
  filterable: ['name'],
};
export const service: KindSpec = {
  kind: 'service',
  name: 'Service',
  plural: 'Services',
  label: 'service',
  ...staffConfig,
  fields: { name: text(120), description: text(1000, 0), isEnabled: bool },
  required: ['name'],
  sortable: ['name'],
  filterable: ['name', 'isEnabled'],
};
export const serviceTier: KindSpec = {
  kind: 'serviceTier',
  name: 'ServiceTier',
  plural: 'ServiceTiers',
  label: 'service tier',
  ...staffConfig,
  fields: { name: text(120), monthlyPrice: number(0), description: text(1000, 0) },
  required: ['name', 'monthlyPrice'],
  sortable: ['name', 'monthlyPrice'],
  filterable: ['name'],
};
export const serviceTierService: KindSpec = {
  kind: 'serviceTierService',
  name: 'ServiceTierService',
  plural: 'ServiceTierServices',
  label: 'service of a service tier',
  ...staffConfig,
  fields: { serviceName: text(120), quantity: int(1, 100), period: enumOf('PeriodUnit') },
  required: ['serviceName', 'quantity'],
};
export const promptInstruction: KindSpec = {
  kind: 'promptInstruction',
  name: 'PromptInstruction',
  plural: 'PromptInstructions',
  label: 'prompt instruction',
  ...staffConfig,
  fields: { name: text(200), instruction: longText(20_000), stepKind: enumOf('JobStepKind') },
  required: ['name', 'instruction'],
  sortable: ['name'],
  filterable: ['stepKind'],
};
export const prompt: KindSpec = {
  kind: 'prompt',
  name: 'Prompt',
  plural: 'Prompts',
  label: 'prompt',
  ...staffConfig,
  fields: {
    parentId: orNull(idOf('resource:prompt')),
    name: text(200),
    promptKind: enumOf('PromptKind'),
    text: longText(50_000),
    model: enumOf('AiModel'),
    isDefault: bool,
  },
  required: ['name', 'promptKind'],
  sortable: ['name'],
  filterable: ['promptKind', 'isDefault', 'parentId'],
};
export const jobInstruction: KindSpec = {
  kind: 'jobInstruction',
  name: 'JobInstruction',
  plural: 'JobInstructions',
  label: 'job instruction',
  ...staffConfig,
  fields: { name: text(200), instruction: longText(20_000), contentType: enumOf('ContentType') },
  required: ['name', 'instruction'],
  sortable: ['name'],
  filterable: ['contentType'],
};
const qcSettings = input({ checks: arrayOf(enumOf('QcFeedbackCategory'), 20), minimumScore: int(0, 100) }, ['checks']);
export const blogJobConfiguration: KindSpec = {
  kind: 'blogJobConfiguration',
  name: 'BlogJobConfiguration',
  plural: 'BlogJobConfigurations',
  label: 'blog job configuration',
  ...clientConfig,
  fields: {
    name: text(200),
    contentType: enumOf('ContentType'),
    model: enumOf('AiModel'),
    prompt: longText(50_000),
    qc: qcSettings,
    isActive: bool,
  },
  required: ['name'],
  sortable: ['name'],
  filterable: ['contentType', 'isActive'],
};
export const blogStrategy: KindSpec = {
  kind: 'blogStrategy',
  name: 'BlogStrategy',
  plural: 'BlogStrategies',
  label: 'blog strategy',
  ...clientConfig,
  fields: {
    name: text(200),
    startDate: date,
    endDate: date,
    postsPerMonth: int(1, 31),
    topics: arrayOf(text(300), 100),
    notes: text(2000, 0),
  },
  required: ['name', 'startDate', 'endDate', 'postsPerMonth'],
  sortable: ['name', 'startDate'],
  filterable: ['name'],
};
const jobStep = input({ kind: enumOf('JobStepKind'), isEnabled: bool, model: enumOf('AiModel'), instruction: longText(20_000) }, [
  'kind',
  'isEnabled',
]);
export const socialMediaJobConfiguration: KindSpec = {
  kind: 'socialMediaJobConfiguration',
  name: 'SocialMediaJobConfiguration',
  plural: 'SocialMediaJobConfigurations',
  label: 'social media job configuration',
  ...clientConfig,
  fields: {
    name: text(200),
    platforms: arrayOf(enumOf('SocialPlatform'), 5),
    model: enumOf('AiModel'),
    generationPrompt: longText(50_000),
    evaluationPrompt: longText(50_000),
    qcContent: longText(20_000),
    steps: arrayOf(jobStep, 20),
    isActive: bool,
  },
  required: ['name', 'platforms'],
  sortable: ['name'],
  filterable: ['isActive'],
};
export const imageTemplate: KindSpec = {
  kind: 'imageTemplate',
  name: 'ImageTemplate',
  plural: 'ImageTemplates',
  label: 'image template',
  ...staffConfig,
  fields: { name: text(200), templateUrl: url, width: int(1, 10_000), height: int(1, 10_000) },
  required: ['name', 'templateUrl'],
  sortable: ['name'],
  filterable: ['name'],
};
