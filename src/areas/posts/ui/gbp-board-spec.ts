import { postsBoardSpec } from './posts-board-spec.tsx';
import { GBP_BOARD_TEXTS, GBP_CALENDAR_LABEL } from '../gbp-texts.ts';

/** The Google Business Profile board: the posts kit's board; every job posts to the profile only, so no platform column. */
export const GBP_BOARD_SPEC = postsBoardSpec({
  texts: GBP_BOARD_TEXTS,
  calendarLabel: GBP_CALENDAR_LABEL,
  pageType: 'google-business-profile',
  showPlatforms: false,
});
