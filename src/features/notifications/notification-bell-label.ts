import { NOTIFICATIONS_TITLE } from '../../core/notifications/notification-texts.ts';

/** The bell's accessible name: the title, and the count once known. */
export const bellLabel = (count: number | undefined) => (count ? `${NOTIFICATIONS_TITLE} (${count})` : NOTIFICATIONS_TITLE);
