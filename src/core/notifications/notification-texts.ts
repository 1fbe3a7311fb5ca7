/** The notification popover's texts, exactly as spec sections 2 and 8 give them (each approval notice is its area's). */
import { DEFAULT_BRAND } from '../config.ts';

export const NOTIFICATIONS_TITLE = 'Notifications';
export const NOTIFICATIONS_ERROR_TEXT = 'Unable to load notifications at this time. Please try again later.';
export const NO_NOTIFICATIONS_TEXT = 'No notifications';

export const CONNECT_WORDPRESS_TEXT = 'Connect your WordPress to start publishing blogs.';
export const CONNECT_GOOGLE_BUSINESS_PROFILE_TEXT = 'Connect your Google Business Profile account to start posting.';
export const CONNECT_SOCIAL_MEDIA_TEXT = 'Connect your social media accounts to start posting.';
export const searchConsoleText = (provider: string = DEFAULT_BRAND) =>
  `Contact ${provider} to connect Google Search Console and unlock additional features.`;
