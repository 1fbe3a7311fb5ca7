// The Connections section's texts. The notices for what is missing are the spec's own (core/notifications/
// notification-texts.ts); these say what each connection is and how it stands.

export const CONNECTION_TEXT = {
  connected: 'Connected',
  notConnected: 'Not connected',
  account: (name: string) => `Account: ${name}`,
  since: 'Connected since',
  googleHeading: 'Google',
  socialHeading: 'Social networks',
  gbpHow: (provider: string) => `${provider} connects it for you: ask your account manager for the access request.`,
} as const;

export const SOCIAL_TEXT = {
  notEnrolled: 'Your firm does not take part in social media posting, so no network is needed. Turn it on under Publishing.',
  profileReady: 'Your social posting profile is set up: the networks linked to it show here.',
  noProfile: (provider: string) =>
    `Your firm has no social posting profile yet; ${provider} sets it up, then your networks can be linked to it.`,
  createProfile: 'Create the social posting profile',
  creatingProfile: 'Creating…',
} as const;

export const WORD_PRESS_TEXT = {
  heading: 'WordPress',
  status: 'Status',
  intro: 'Your blog posts are published to this WordPress site.',
  siteUrl: 'Site address',
  siteUrlHint: 'The address of your WordPress site, such as https://www.yourfirm.com.',
  username: 'User name',
  usernameHint: 'The WordPress user the posts are published as.',
  password: 'Application password',
  newPasswordHint: 'Made in WordPress under Users → Profile → Application Passwords (not the password you sign in with).',
  keepPasswordHint: 'Stored and never shown. Leave it empty to keep it, or enter a new one to replace it.',
  connect: 'Connect WordPress',
  connecting: 'Connecting…',
  save: 'Save changes',
  lastChanged: 'Last changed',
} as const;

export const TEST_POST_TEXT = {
  heading: 'Test the connection',
  intro: 'Sends a draft post to your site to check that publishing works. Drafts never show to your visitors.',
  send: 'Send a test post',
  sending: 'Sending…',
  saveFirst: 'Save your changes first: the test uses the stored connection.',
  accepted: 'Your site accepted the test post:',
  refused: 'Your site refused the test post:',
  remove: 'Remove the test post',
  removing: 'Removing…',
  removed: 'The test post was removed from your site.',
  removeFailed: 'The test post could not be removed:',
} as const;
