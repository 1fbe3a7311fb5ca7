import type { BlogAction } from './model/blog-actions.ts';
import type { ReviewView } from '../../review-kit/kit-texts.ts';

// What the blog board says. Tests and benches find controls by these names, so they live in one place.

export const BLOG_PAGE_TITLE = 'Blog Management';
export const BOARD_LABEL = 'Blog board';
export const LIST_LABEL = 'Blog posts';
export const SEARCH_LABEL = 'Search by topic';
export const SEARCH_PLACEHOLDER = 'Search by topic…';
export const CALENDAR_LABEL = 'Blog calendar';
/** How `<fp-blog-board view>` opens: the kit's views (board, list, calendar). */
export type BoardView = ReviewView;

export const SORT_LABELS: Record<'dueDate' | 'externalReviewDate' | 'publicationDate' | 'topic', string> = {
  dueDate: 'Due date',
  externalReviewDate: 'External review date',
  publicationDate: 'Publication date',
  topic: 'Topic',
};

export const COLUMN_LABELS = {
  topic: 'Topic',
  status: 'Status',
  contentType: 'Type',
  dueDate: 'Due',
  externalReviewDate: 'External review',
  publicationDate: 'Publication',
  actions: 'Actions',
} as const;

export const CONTENT_TYPE_LABELS: Record<string, string> = { BlogPost: 'Blog post', PracticePage: 'Practice page' };
export const VIEW_ON_WORDPRESS = 'View on WordPress';
/** Before what WordPress answered when the last push, update or delete failed (the service words the answer itself). */
export const WORDPRESS_FAILED = 'WordPress:';

export const groupRegionName = (title: string, count: number) => `${title}, ${count} ${count === 1 ? 'post' : 'posts'}`;
export const NO_POSTS_TEXT = 'No blog posts in this period yet.';
export const NO_MATCH_TEXT = 'No blog posts match these filters.';
export const LOADING_BOARD = 'Loading blog posts';
export const BOARD_ERROR_TEXT = 'The blog posts could not be loaded.';
export const NO_CLIENT_TEXT = 'Choose a client to see its blog posts.';
export const shownCount = (shown: number, total: number) =>
  shown === total ? `${total} ${total === 1 ? 'post' : 'posts'}` : `${shown} of ${total} posts`;

/** How `<fp-blog-board show>` narrows the board: every post of the period, or only those waiting for the firm's review. */
export type BoardShow = 'all' | 'review';
// The spec has no words for an empty review list; Home says 'Nothing waits for your review' of every kind of work.
export const NO_POSTS_WAITING_TEXT = 'No blog posts wait for your review.';
export const waitingCountText = (count: number) => `${count} ${count === 1 ? 'post waits' : 'posts wait'} for your review`;
export const reviewByText = (date: string) => `Review by ${date}`;

export const ACTION_LABELS: Record<BlogAction, string> = {
  approve: 'Approve and schedule',
  requestChanges: 'Request changes',
  unschedulePublish: 'Unschedule publishing',
  moveToExternalReview: 'Send to external review',
  unscheduleFromExternalReview: 'Unschedule from external review',
  regenerate: 'Regenerate',
  rewrite: 'Rewrite',
  start: 'Start job',
  pushToWordPress: 'Push to WordPress',
  pushToAppBuilder: 'Push to app builder',
  saveManualAppBuilderPublish: 'Record app builder publish',
  deleteWordPressPost: 'Delete WordPress post',
};
export const actionsMenuLabel = (topic: string) => `Actions for ${topic}`;
export const NO_ACTIONS_TEXT = 'Nothing to do here for your role.';

export const REJECTION_REASON_LABELS = {
  NotRelevantToBlog: 'Not relevant to blog',
  OtherReasons: 'Other reasons',
  UnProfessional: 'Unprofessional',
} as const;

export const DIALOG_TEXTS = {
  approve: {
    submit: 'Approve',
    date: 'Publication date (optional)',
    description: (topic: string) => `"${topic}" will be published on the date you choose, or as soon as possible.`,
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
  regenerate: {
    submit: 'Regenerate',
    instructions: 'Instructions (optional)',
    description: (topic: string) => `A new job replaces "${topic}".`,
  },
  rewrite: {
    submit: 'Rewrite',
    instructions: 'Instructions',
    description: (topic: string) => `A new job rewrites "${topic}" following your instructions.`,
  },
  saveManualAppBuilderPublish: {
    submit: 'Save',
    url: 'Published page URL',
    description: (topic: string) => `Where "${topic}" was published in the app builder.`,
  },
  deleteWordPressPost: {
    submit: 'Delete post',
    description: (topic: string) => `The WordPress post of "${topic}" will be deleted from the site.`,
  },
  required: (field: string) => `${field} is required.`,
  invalidUrl: 'Enter a full address starting with https://',
  pastDate: 'Choose a date from today on.',
  futureDate: 'Choose a date after today, or leave it empty to publish as soon as possible.',
} as const;
