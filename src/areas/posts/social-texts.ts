import type { BoardTexts } from '../../review-kit/board/board-spec.ts';

// What the social media area says. Tests and benches find controls by these names, so they live in one place.

const jobs = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

export const SOCIAL_BOARD_TEXTS: BoardTexts = {
  boardLabel: 'Social media board',
  listLabel: 'Social media posts',
  searchLabel: 'Search by topic',
  searchPlaceholder: 'Search by topic…',
  noItems: 'No social media posts in this period yet.',
  noMatch: 'No social media posts match these filters.',
  loading: 'Loading social media posts',
  error: 'The social media posts could not be loaded.',
  noClient: 'Choose a client to see its social media posts.',
  shownCount: (shown, total) => (shown === total ? jobs(total) : `${shown} of ${jobs(total)}`),
  groupRegionName: (title, count) => `${title}, ${jobs(count)}`,
};
export const SOCIAL_CALENDAR_LABEL = 'Social media calendar';

export const SOCIAL_POST_TEXTS = {
  loading: 'Loading the social media post',
  error: 'The social media post could not be loaded.',
  notFound: 'This social media post does not exist, or it was replaced by a newer job.',
  noClient: SOCIAL_BOARD_TEXTS.noClient,
  back: 'Back to social media posts',
} as const;
