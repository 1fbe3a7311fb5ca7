import { randomUUID } from 'node:crypto';
import type {
  ClientBooleanInput,
  IdPayload,
  MessagePayload,
  SocialMediaReportingPreferenceInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { reportingForm } from '../../../../src/core/forms/reporting-form.ts';
import { defineMutation } from '../define-mutation.ts';
import { badInput } from '../errors.ts';
import { parseForm } from '../form-input.ts';
import { clientTarget } from '../targets.ts';

type ClientRow = { client_id: string; id: string; name: string };
const PREFERENCE_KIND = 'socialMediaReportingPreference';

/** A client flag the firm sets itself in settings. */
function clientFlag(column: string, describe: (value: boolean, client: string) => string) {
  return defineMutation<ClientBooleanInput, ClientRow, MessagePayload>({
    capability: 'settings',
    target: clientTarget,
    run: async ({ tx, input, target }) => {
      await tx.query(`update clients set ${column} = $2, updated_on = now() where id = $1`, [target.row.id, input.value]);
      return { message: describe(input.value, target.row.name) };
    },
  });
}

const changeWordPressAutopublishValue = clientFlag('is_auto_publish', (on, client) =>
  on
    ? `Approved blog posts of ${client} now publish to WordPress without waiting for approval.`
    : `Blog posts of ${client} now wait for approval before they publish to WordPress.`,
);
const changeSocialMediaAutopublishValue = clientFlag('social_auto_publish', (on, client) =>
  on ? `Approved social media posts of ${client} are now posted automatically.` : `Social media posts of ${client} now wait for approval.`,
);
const changeGoogleBusinessProfileAutopublishValue = clientFlag('gbp_auto_publish', (on, client) =>
  on
    ? `Approved Google Business Profile posts of ${client} are now posted automatically.`
    : `Google Business Profile posts of ${client} now wait for approval.`,
);
const changeSocialMediaOptInValue = clientFlag('is_enrolled_in_social_media', (on, client) =>
  on ? `${client} is now enrolled in social media posting.` : `${client} no longer takes part in social media posting.`,
);

// The reports-by-email form's rules (src/core/forms/reporting-form.ts): a frequency the page offers, 1..20 distinct addresses.
const preferenceData = (input: SocialMediaReportingPreferenceInput) => parseForm(reportingForm, input);

/** Who receives the social media report and how often; a client has one preference. */
const addSocialMediaReportingPreference = defineMutation<SocialMediaReportingPreferenceInput, ClientRow, IdPayload>({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target, viewer }) => {
    const data = preferenceData(input);
    const [existing] = await tx.query('select id from resources where kind = $1 and client_id = $2 and is_active for update', [
      PREFERENCE_KIND,
      target.row.id,
    ]);
    if (existing)
      throw badInput(
        'clientId',
        `${target.row.name} already has a reporting preference; change it with changeSocialMediaReportingPreference.`,
      );
    const id = randomUUID();
    await tx.query('insert into resources (id, kind, client_id, data, created_by) values ($1, $2, $3, $4, $5)', [
      id,
      PREFERENCE_KIND,
      target.row.id,
      JSON.stringify(data),
      viewer.email,
    ]);
    return {
      id,
      message: `Reports go to ${data.recipients.length} recipient${data.recipients.length === 1 ? '' : 's'} every ${data.frequency.toLowerCase()}.`,
    };
  },
});

const changeSocialMediaReportingPreference = defineMutation<SocialMediaReportingPreferenceInput, ClientRow, MessagePayload>({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }) => {
    const data = preferenceData(input);
    const [existing] = await tx.query<{ id: string }>(
      'select id from resources where kind = $1 and client_id = $2 and is_active for update',
      [PREFERENCE_KIND, target.row.id],
    );
    if (!existing)
      throw badInput('clientId', `${target.row.name} has no reporting preference yet; add one with addSocialMediaReportingPreference.`);
    await tx.query('update resources set data = $2, version = version + 1, updated_on = now() where id = $1', [
      existing.id,
      JSON.stringify(data),
    ]);
    return {
      message: `Reports now go to ${data.recipients.length} recipient${data.recipients.length === 1 ? '' : 's'} every ${data.frequency.toLowerCase()}.`,
    };
  },
});

export const socialSettingsResolvers = {
  Mutation: {
    changeWordPressAutopublishValue,
    changeSocialMediaAutopublishValue,
    changeGoogleBusinessProfileAutopublishValue,
    changeSocialMediaOptInValue,
    addSocialMediaReportingPreference,
    changeSocialMediaReportingPreference,
  },
};
