import type { SocialPlatform } from '../../core/api/generated/graphql.ts';
import type { SocialAction } from './model/social-actions.ts';

// What the social media and Google Business Profile areas share saying about posts and their actions.

export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  LinkedIn: 'LinkedIn',
  X: 'X',
  GoogleBusinessProfile: 'Google Business Profile',
};

export const POST_ACTION_LABELS: Record<SocialAction, string> = {
  approve: 'Approve',
  requestChanges: 'Request changes',
  moveToExternalReview: 'Send to external review',
  unscheduleFromExternalReview: 'Unschedule from external review',
  regenerate: 'Regenerate',
  start: 'Start job',
  postNow: 'Post to social media',
};
export { postActionsMenuLabel } from './notice-texts.ts';

export const POST_REJECTION_REASON_LABELS = {
  NotRelevantToPost: 'Not relevant to the post',
  OtherReasons: 'Other reasons',
  UnProfessional: 'Unprofessional',
} as const;

export const POST_DIALOG_TEXTS = {
  approve: {
    submit: 'Approve',
    comment: 'Comment (optional)',
    description: (topic: string) => `The posts of "${topic}" will be scheduled for publication as they are now.`,
  },
  requestChanges: {
    submit: 'Send request',
    reason: 'Reason',
    comment: 'Comment',
    description: (topic: string) => `Tell the team what to change in "${topic}".`,
  },
  moveToExternalReview: {
    submit: 'Send',
    date: 'External review date',
    description: (topic: string) => `The firm will be asked to review "${topic}" by this date.`,
  },
  regenerate: { submit: 'Regenerate', description: (topic: string) => `A new job replaces "${topic}" on the same platforms.` },
  postNow: {
    submit: 'Post',
    date: 'Schedule for (optional)',
    description: (topic: string) => `The posts of "${topic}" go out now, or on the day you choose.`,
  },
  required: (field: string) => `${field} is required.`,
  pastDate: 'Choose a date from today on.',
  futureDate: 'Choose a date after today, or leave it empty to post now.',
} as const;

export const POST_COLUMN_LABELS = {
  topic: 'Topic',
  status: 'Status',
  platforms: 'Platforms',
  externalReviewDate: 'External review',
  scheduledOn: 'Scheduled',
  publishedOn: 'Published',
  actions: 'Actions',
} as const;

export const POST_SORT_LABELS = {
  externalReviewDate: 'External review date',
  scheduledOn: 'Scheduled date',
  publishedOn: 'Published date',
  topic: 'Topic',
} as const;

export const AUTO_PUBLISH_TEXTS = {
  on: 'Auto-publish is on: these posts go out on their date without waiting for your approval.',
  off: 'Auto-publish is off: these posts go out only after you approve them.',
} as const;
export const CONNECT_NOTICES = {
  SocialMedia: 'Connect your social media accounts to start posting.',
  GoogleBusinessProfile: 'Connect your Google Business Profile account to start posting.',
} as const;
export const OPEN_SETTINGS = 'Open Settings';

export const PREVIEW_TEXTS = {
  label: (platform: string) => `${platform} preview`,
  seeMore: '… see more',
  seeLess: 'See less',
  noImage: 'No image',
  imageAlt: (topic: string) => `Image of the post "${topic}"`,
  restrictedMark: 'restricted wording',
  phoneMark: 'phone number',
} as const;

export const MEASURE_TEXTS = {
  count: (count: number, limit: number, unit: string) => `${count.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} ${unit}`,
  over: (over: number, unit: string, network: string, limit: number) =>
    `${over.toLocaleString('en-US')} ${unit} over ${network}'s limit of ${limit.toLocaleString('en-US')}: shorten it before saving.`,
  hashtags: (count: number, limit: number) => `${count} of ${limit} hashtags`,
  tooManyHashtags: (count: number, limit: number, network: string) =>
    `${count} hashtags: ${network} takes at most ${limit}. Remove ${count - limit}.`,
  refusedCharacters: 'This text holds a character the network refuses.',
  meterLabel: (network: string) => `Length of the ${network} post`,
} as const;

export const CHECK_TEXTS = {
  title: 'Advertising checks',
  restrictedIntro: 'Words that attorney advertising rules restrict:',
  noRestricted: 'No restricted wording found.',
  disclaimerPresent: "The post includes your firm's disclaimer.",
  noDisclaimerRequired: 'Your firm has no disclaimer on file.',
  phone: (numbers: string) =>
    `Google rejects profile posts with a phone number in the text (${numbers}). Remove it before approving: the Call now button dials the number on your profile.`,
} as const;

export const GBP_PREVIEW_TEXTS = {
  onGoogle: 'On Google',
  buttonLabel: (label: string, url: string | null) => (url ? `${label}, opens ${url}` : label),
} as const;

export const EDIT_TEXTS = {
  edit: 'Edit text',
  label: (network: string) => `Text of the ${network} post`,
  saved: 'Saved text',
  viewPublished: (network: string) => `View on ${network}`,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  publishedOn: (when: string) => `Published ${when}`,
} as const;

export const POST_PAGE_TEXTS = {
  postsLabel: 'Posts by platform',
  facts: { externalReviewDate: 'External review', scheduledOn: 'Scheduled', publishedOn: 'Published', channel: 'Channel' },
  changesRequested: (reason: string) => `Changes requested: ${reason}`,
  noPosts: 'This job has no posts yet.',
} as const;

export const APPROVAL_TEXTS = {
  title: 'Approval record',
  empty: 'Not approved yet.',
  line: (who: string, when: string) => `Approved by ${who} on ${when}`,
  postsHeading: 'Approved posts',
} as const;

export const POST_STAFF_TEXTS = {
  label: (network: string) => `Staff actions on the ${network} post`,
  unschedule: 'Unschedule this post',
  remove: 'Delete this post',
  confirmRemove: (network: string) => `The ${network} post will be taken down from ${network}. This cannot be undone.`,
  confirmUnschedule: (network: string, when: string) => `The ${network} post will not go out on ${when}; it waits to be posted again.`,
} as const;
