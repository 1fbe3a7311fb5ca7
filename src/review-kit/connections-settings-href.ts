import { useRouter } from '@tanstack/react-router';
import { pathLocation } from '../core/navigation/path-location.ts';
import { CONNECTIONS_SETTINGS_PATH } from '../core/notifications/notification-paths.ts';

/** Where a page's connection notices lead (ChannelNotices' settingsHref): Settings at its Connections section. */
export function useConnectionsSettingsHref(): string {
  return useRouter().buildLocation(pathLocation(CONNECTIONS_SETTINGS_PATH)).href;
}
