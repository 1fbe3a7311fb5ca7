import type { ConnectionPlatform } from '../api/generated/graphql.ts';

/** Every platform a firm can connect, by the name people know it by, in the order the firm thinks of them. */
export const CONNECTION_PLATFORM_NAMES: Record<ConnectionPlatform, string> = {
  WordPress: 'WordPress',
  GoogleBusinessProfile: 'Google Business Profile',
  GoogleSearchConsole: 'Google Search Console',
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  LinkedIn: 'LinkedIn',
  X: 'X',
};
