import { NOTIFICATIONS_TITLE } from '../../core/notifications/notification-texts.ts';

/**
 * The bell's accessible name: the title, and the count once known. The count comes first, as the badge
 * shows it (WCAG label in name: what is seen is what is said), e.g. '5 Notifications'.
 */
export const bellLabel = (count: number | undefined) => (count ? `${count} ${NOTIFICATIONS_TITLE}` : NOTIFICATIONS_TITLE);
