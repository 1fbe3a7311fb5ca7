// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createNotificationCache, NOTIFICATION_STORAGE_KEY } from '../../src/core/notifications/notification-cache.ts';
import { mainClientActionItems } from './notifications-main-client.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('notification cache in the browser', () => {
  it("uses the tab's session storage by default, not local storage", () => {
    createNotificationCache().getState().setActionItems('c1', mainClientActionItems());
    expect(JSON.parse(sessionStorage.getItem(NOTIFICATION_STORAGE_KEY)!).state.byClient.c1.data.id).toBe('main');
    expect(localStorage.getItem(NOTIFICATION_STORAGE_KEY)).toBeNull();
  });
});
