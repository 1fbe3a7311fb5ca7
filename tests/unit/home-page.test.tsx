// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../src/composers/home/home-page.tsx';
import { client } from './support/features.ts';
import { allByRole, byRole, cleanup, click, flush, hasText } from './support/render.tsx';
import { EMPTY_QUEUE, missingConnections, pageSession, periodsAnswers, queue, renderPage } from './home-support.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const everything = () => ({
  ...periodsAnswers(),
  GetReviewQueue: { data: queue() },
  GetClientNotificationData: { data: { clientNotificationData: missingConnections() } },
});

const section = (root: ShadowRoot, title: string) => {
  const heading = allByRole(root, 'heading', title)[0];
  if (!heading) throw new Error(`No section titled ${title}`);
  return heading.closest('section')!;
};
const links = (within: ParentNode) => [...within.querySelectorAll('a')];
const link = (within: ParentNode, name: string) => {
  const found = links(within).filter((anchor) => anchor.textContent?.trim() === name);
  if (found.length !== 1) throw new Error(`Expected one link named ${name}, found ${found.length}.`);
  return found[0]!;
};
const rowsOf = (list: Element | null) => [...(list?.querySelectorAll(':scope > li') ?? [])];

describe('Home: the review queue', () => {
  it('lists what waits for the firm in the selected period, oldest first, with its kind, how long it waited and a link to review it', async () => {
    const { session } = pageSession(everything());
    const { root } = await renderPage(session, HomePage);
    const rows = rowsOf(section(root, 'Waiting for your review').querySelector('ul'));
    expect(
      rows.map((row) => [
        row.querySelector('[data-slot="badge"]')?.textContent,
        row.querySelector('a')?.textContent,
        row.querySelector('time')?.textContent,
      ]),
    ).toEqual([
      ['Google Business Profile post', 'new office hours', 'Waiting 9 days'],
      ['On-page SEO changes', 'https://firm.test/practice-areas/wills', 'Waiting 5 days'],
      ['Blog post', 'How to Contest a Will', 'Waiting 3 days'],
      ['Social media post', 'slip and fall liability', 'Waiting 1 day'],
    ]);
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual([
      '/google-business-profile-content/gbp-1',
      '/on-page-seo-review/seo-1',
      '/blog-content/blog-1',
      '/social-media-post/social-1',
    ]);
  });

  it('opens the review page when a title is clicked', async () => {
    const { session } = pageSession(everything());
    const { root, router } = await renderPage(session, HomePage);
    click(link(root, 'How to Contest a Will'));
    await flush();
    expect(router.state.location.pathname).toBe('/blog-content/blog-1');
  });

  it('asks for the selected period of the selected client', async () => {
    const { session, service } = pageSession(everything());
    session.runtime.stores.period.getState().setSelectedPeriod({
      id: 'p-last',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      isCurrentPeriod: false,
      deliverablesByService: [],
    });
    await renderPage(session, HomePage);
    const asked = service.requests.find((request) => request.operationName === 'GetReviewQueue');
    expect(asked?.variables.period).toEqual({ clientId: 'c1', periodId: 'p-last' });
  });

  it("says 'Nothing waits for your review' when nothing does", async () => {
    const { session } = pageSession({ ...everything(), GetReviewQueue: { data: EMPTY_QUEUE } });
    const { root } = await renderPage(session, HomePage);
    expect(section(root, 'Waiting for your review').textContent).toContain('Nothing waits for your review');
  });

  it('shows a spinner while the queue loads', async () => {
    const { session } = pageSession(everything(), { pending: ['GetReviewQueue'] });
    const { root } = await renderPage(session, HomePage);
    expect(byRole(root, 'status', 'Loading your review queue')).toBeTruthy();
  });

  it('shows an error with a retry that asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { session, service } = pageSession({
      ...everything(),
      GetReviewQueue: () => (fail ? { errors: [{ message: 'down' }] } : { data: queue() }),
    });
    const { root } = await renderPage(session, HomePage);
    const alert = byRole(section(root, 'Waiting for your review'), 'alert');
    expect(alert.textContent).toContain('Unable to load your review queue at this time.');
    fail = false;
    click(byRole(alert, 'button', 'Try again'));
    await flush();
    expect(service.count('GetReviewQueue')).toBe(2);
    expect(rowsOf(section(root, 'Waiting for your review').querySelector('ul'))).toHaveLength(4);
  });
});

describe('Home: to-dos and deliverables', () => {
  it('lists the missing connections, those the firm can fix linking to Settings at its Connections section', async () => {
    const { session } = pageSession(everything());
    const { root } = await renderPage(session, HomePage);
    const todos = section(root, 'To-dos');
    expect(link(todos, 'Connect your WordPress to start publishing blogs.').getAttribute('href')).toBe('/settings?section=connections');
    expect(link(todos, 'Connect your social media accounts to start posting.').getAttribute('href')).toBe('/settings?section=connections');
    expect(hasText(todos, 'Contact FirmPilot to connect Google Search Console and unlock additional features.')).toBe(true);
    expect(links(todos)).toHaveLength(2);
  });

  it('says every connection is in place when none is missing', async () => {
    const connected = {
      ...missingConnections(),
      wordPressConnected: true,
      isConnectedInGsc: true,
      connectedPlatforms: ['Facebook' as const],
    };
    const { session } = pageSession({ ...everything(), GetClientNotificationData: { data: { clientNotificationData: connected } } });
    const { root } = await renderPage(session, HomePage);
    expect(section(root, 'To-dos').textContent).toContain('Every connection is in place');
  });

  it("shows the period's deliverables by service with done vs total (canceled work not counted)", async () => {
    const { session } = pageSession(everything());
    const { root } = await renderPage(session, HomePage);
    const bars = allByRole(section(root, 'This period’s deliverables'), 'progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuetext')])).toEqual([
      ['Blog progress', '1 of 3 done'],
      ['Social Media progress', '0 of 1 done'],
      ['Google Business Profile progress', '1 of 1 done'],
      ['SEO progress', '0 of 1 done'],
      ['Backlink progress', '0 of 1 done'],
    ]);
    expect(section(root, 'This period’s deliverables').textContent).toContain('Ready for your review · Due Nov 12, 2026');
  });

  it('keeps the to-dos when the client has no subscription period yet', async () => {
    const { session } = pageSession({ ...everything(), ...periodsAnswers([]) });
    const { root } = await renderPage(session, HomePage);
    expect(hasText(root, 'There is no subscription period to show yet')).toBe(true);
    expect(allByRole(root, 'heading', 'Waiting for your review')).toHaveLength(0);
    expect(links(section(root, 'To-dos'))).toHaveLength(2);
  });
});

describe('Home: staff and switching', () => {
  it('shows staff the same for the client they selected, and follows a switch', async () => {
    const { session, service } = pageSession(everything(), {
      clients: [
        client('c1', 'Harbor & Vale Law', { role: 'FIRM_PILOT_ADMIN' }),
        client('c2', 'Sterling Injury Attorneys', { role: 'FIRM_PILOT_ADMIN' }),
      ],
    });
    const { root } = await renderPage(session, HomePage);
    expect(hasText(root, 'Harbor & Vale Law')).toBe(true);
    expect(rowsOf(section(root, 'Waiting for your review').querySelector('ul'))).toHaveLength(4);
    act(() => session.runtime.stores.clients.getState().selectClient('c2'));
    await flush();
    expect(hasText(root, 'Sterling Injury Attorneys')).toBe(true);
    expect(
      service.requests.filter((request) => request.operationName === 'GetReviewQueue').map((request) => request.variables.period.clientId),
    ).toEqual(['c1', 'c2']);
  });
});
