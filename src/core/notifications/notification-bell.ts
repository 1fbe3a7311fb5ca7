import type { RoleName } from '../api/generated/graphql.ts';

/**
 * The bell shows for every role except plain USER (spec sections 2 and 6). `roles` are the user's
 * roles on the selected client; with none known yet the bell stays hidden rather than flash.
 */
export function showsNotificationBell(roles: RoleName | readonly RoleName[] | null | undefined): boolean {
  const list: readonly RoleName[] = roles == null ? [] : typeof roles === 'string' ? [roles] : roles;
  return list.some((role) => role !== 'USER');
}
