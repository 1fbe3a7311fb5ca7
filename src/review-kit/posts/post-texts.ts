import type { SocialPlatform } from '../../core/api/generated/graphql.ts';
import type { SocialAction } from '../../core/social/social-actions.ts';

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
export const postActionsMenuLabel = (topic: string) => `Actions for ${topic}`;

export const POST_REJECTION_REASON_LABELS = { NotRelevantToPost: 'Not relevant to the post', OtherReasons: 'Other reasons', UnProfessional: 'Unprofessional' } as const;

export const POST_DIALOG_TEXTS = {
  approve: { submit: 'Approve', comment: 'Comment (optional)', description: (topic: string) => `The posts of "${topic}" will be scheduled for publication as they are now.` },
  requestChanges: { submit: 'Send request', reason: 'Reason', comment: 'Comment', description: (topic: string) => `Tell the team what to change in "${topic}".` },
  moveToExternalReview: { submit: 'Send', date: 'External review date', description: (topic: string) => `The firm will be asked to review "${topic}" by this date.` },
  regenerate: { submit: 'Regenerate', description: (topic: string) => `A new job replaces "${topic}" on the same platforms.` },
  postNow: { submit: 'Post', date: 'Schedule for (optional)', description: (topic: string) => `The posts of "${topic}" go out now, or on the day you choose.` },
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

export const POST_SORT_LABELS = { externalReviewDate: 'External review date', scheduledOn: 'Scheduled date', publishedOn: 'Published date', topic: 'Topic' } as const;
