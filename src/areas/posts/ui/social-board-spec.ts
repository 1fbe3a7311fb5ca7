import { postsBoardSpec } from './posts-board-spec.tsx';
import { SOCIAL_BOARD_TEXTS, SOCIAL_CALENDAR_LABEL } from '../social-texts.ts';

/** The social media board: the posts kit's board with each job's platforms. */
export const SOCIAL_BOARD_SPEC = postsBoardSpec({
  texts: SOCIAL_BOARD_TEXTS,
  calendarLabel: SOCIAL_CALENDAR_LABEL,
  pageType: 'social-media-posts',
  showPlatforms: true,
});
