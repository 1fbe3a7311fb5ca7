import type { BoardTexts } from '../../review-kit/board/board-spec.ts';

// What the Google Business Profile area says. Tests and benches find controls by these names, so they live in one place.

const posts = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

export const GBP_BOARD_TEXTS: BoardTexts = {
  boardLabel: 'Google Business Profile board',
  listLabel: 'Google Business Profile posts',
  searchLabel: 'Search by topic',
  searchPlaceholder: 'Search by topic…',
  noItems: 'No Google Business Profile posts in this period yet.',
  noMatch: 'No Google Business Profile posts match these filters.',
  loading: 'Loading Google Business Profile posts',
  error: 'The Google Business Profile posts could not be loaded.',
  noClient: 'Choose a client to see its Google Business Profile posts.',
  shownCount: (shown, total) => (shown === total ? posts(total) : `${shown} of ${posts(total)}`),
  groupRegionName: (title, count) => `${title}, ${posts(count)}`,
};
export const GBP_CALENDAR_LABEL = 'Google Business Profile calendar';

export const GBP_POST_TEXTS = {
  loading: 'Loading the Google Business Profile post',
  error: 'The Google Business Profile post could not be loaded.',
  notFound: 'This Google Business Profile post does not exist, or it was replaced by a newer job.',
  noClient: GBP_BOARD_TEXTS.noClient,
  back: 'Back to Google Business Profile posts',
} as const;
