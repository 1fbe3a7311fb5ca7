import { describe, expect, it } from 'vitest';
import { AREAS, REVIEW_AREAS } from '../../src/areas/index.ts';
import { PORTAL_ROUTES } from '../../src/composers/navigation/routes.ts';
import { reviewPath } from '../../src/composers/review/review-paths.ts';
import { buildNotifications } from '../../src/composers/notifications/bell-notices.ts';
import { mainClientActionItems } from './notifications-main-client.ts';

// The list of areas is written once and everything else is derived from it: these are the few things the
// types cannot see.
describe('the list of areas', () => {
  it('gives every route a unique id and path, and every area a page for each of its routes', () => {
    expect(new Set(PORTAL_ROUTES.map((route) => route.id)).size).toBe(PORTAL_ROUTES.length);
    expect(new Set(PORTAL_ROUTES.map((route) => route.path)).size).toBe(PORTAL_ROUTES.length);
    for (const area of AREAS) expect(Object.keys(area.pages).sort()).toEqual(area.routes.map((route) => route.id).sort());
  });

  it('reviews each kind on one of its own routes, and names each kind once', () => {
    for (const { routes, review } of REVIEW_AREAS) expect(routes.map((route) => route.id)).toContain(review.itemRoute);
    expect(new Set(REVIEW_AREAS.map(({ review }) => review.kind)).size).toBe(REVIEW_AREAS.length);
  });

  it('opens each of the bell’s approvals on the page its manifest reviews it on', () => {
    const approvals = buildNotifications(mainClientActionItems()).filter((item) => 'jobId' in item);
    expect(new Set(approvals.map((item) => item.kind))).toEqual(new Set(['blog', 'social', 'googleBusinessProfile']));
    for (const item of approvals) if ('jobId' in item) expect(item.path).toBe(reviewPath(item.kind as never, item.jobId));
  });
});
