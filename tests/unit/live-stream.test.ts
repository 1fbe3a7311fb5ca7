import { describe, expect, it, vi } from 'vitest';
import { openLiveStream, type LiveChange, type LiveStreamOptions } from '../../src/core/live/live-stream.ts';
import { fakeEventService, frame, settle, useFakeClock } from './live-support.ts';

const START = Date.parse('2026-11-21T10:00:00Z');
const URL_OF_STREAM = 'http://api.test/v1/events';
const CHANGE: LiveChange = { clientId: 'client-1', kind: 'blogJob', entityId: 'job-1' };

useFakeClock(START);

function open(options: Partial<LiveStreamOptions> & { statuses?: number[] } = {}) {
  const service = fakeEventService(options.statuses);
  let tokens = 0;
  const changes: LiveChange[][] = [];
  const resets: number[] = [];
  const settings: LiveStreamOptions = {
    url: URL_OF_STREAM,
    getAccessToken: vi.fn(async () => 'stored-token'),
    renewAccessToken: vi.fn(async () => `renewed-${++tokens}`),
    firstSince: () => START - 60_000,
    onChanges: (list) => void changes.push(list),
    onReset: () => void resets.push(Date.now()),
    fetch: service.fetch,
    random: () => 0.5,
    ...options,
  };
  const stream = openLiveStream(settings);
  return { service, stream, changes, resets, settings };
}

/** Advances fake time by `ms`, letting the stream's promises run on the way. */
async function wait(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** The waits between connections when each one is dropped at once, read off the fake clock. */
async function dropTimes(count: number, service: ReturnType<typeof fakeEventService>) {
  const waits: number[] = [];
  for (let index = 0; index < count; index++) {
    const before = service.connections.length;
    service.last().close();
    await settle();
    let waited = 0;
    while (service.connections.length === before && waited < 60_000) {
      await wait(250);
      waited += 250;
    }
    waits.push(waited);
  }
  return waits;
}

describe('openLiveStream: the page’s one stream', () => {
  it('asks GET /events with the bearer token and, on the first connection, since the oldest data less 2 s', async () => {
    const { service } = open();
    await settle();
    expect(service.connections).toHaveLength(1);
    const first = service.last();
    expect(first.url.origin + first.url.pathname).toBe(URL_OF_STREAM);
    expect(first.url.searchParams.get('since')).toBe(new Date(START - 62_000).toISOString());
    expect(first.headers.get('authorization')).toBe('Bearer stored-token');
    expect(first.headers.get('accept')).toBe('text/event-stream');
    expect(first.headers.get('last-event-id')).toBeNull();
  });

  it('hands each change frame over and resumes from its id (no since) after a drop', async () => {
    const { service, changes } = open();
    await settle();
    service.last().send(frame.ready() + frame.change('41.2', [CHANGE]) + frame.change('41.3', [{ ...CHANGE, entityId: 'job-2' }]));
    await settle();
    expect(changes).toEqual([[CHANGE], [{ ...CHANGE, entityId: 'job-2' }]]);
    service.last().close();
    await wait(1_000);
    expect(service.connections).toHaveLength(2);
    expect(service.last().headers.get('last-event-id')).toBe('41.3');
    expect(service.last().url.search).toBe('');
  });

  it('without an event id yet, a reconnect asks since the last moment it heard the service (less 2 s)', async () => {
    const { service } = open();
    await settle();
    service.last().send(frame.ready());
    await wait(20_000);
    service.last().send(frame.ping());
    await settle();
    service.last().close();
    await wait(1_000);
    expect(service.last().url.searchParams.get('since')).toBe(new Date(START + 20_000 - 2_000).toISOString());
  });

  it('backs off 1 s, doubling to 30 s, when the stream keeps dropping', async () => {
    const { service } = open();
    await settle();
    expect(await dropTimes(8, service)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('moves each wait by up to a quarter either way (jitter), never past 30 s', async () => {
    const early = open({ random: () => 0 });
    await settle();
    expect(await dropTimes(2, early.service)).toEqual([750, 1_500]);
    early.stream.stop();
    const late = open({ random: () => 0.999 });
    await settle();
    expect(await dropTimes(7, late.service)).toEqual([1_250, 2_500, 5_000, 10_000, 20_000, 30_000, 30_000]);
  });

  it('starts the backoff from 1 s again after a healthy stream', async () => {
    const { service } = open();
    await settle();
    expect(await dropTimes(3, service)).toEqual([1_000, 2_000, 4_000]);
    service.last().send(frame.ready());
    await wait(10_000);
    expect(await dropTimes(2, service)).toEqual([1_000, 2_000]);
  });

  it('counts 45 s without a byte (missed pings) as a drop, while pings keep it open', async () => {
    const { service } = open();
    await settle();
    service.last().send(frame.ready());
    for (let ping = 0; ping < 4; ping++) {
      await wait(15_000);
      service.last().send(frame.ping());
    }
    await settle();
    expect(service.connections).toHaveLength(1);
    expect(service.last().aborted).toBe(false);
    await wait(45_000);
    expect(service.connections[0]!.aborted).toBe(true);
    await wait(1_000);
    expect(service.connections).toHaveLength(2);
  });

  it('on end token-expired, renews the token (past the cache) and reconnects at once with it', async () => {
    const { service, settings } = open();
    await settle();
    service.last().send(frame.ready() + frame.change('7.1', [CHANGE]));
    await wait(30_000);
    service.last().send(frame.end('token-expired'));
    await settle();
    expect(settings.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(service.connections).toHaveLength(2);
    expect(service.last().headers.get('authorization')).toBe('Bearer renewed-1');
    expect(service.last().headers.get('last-event-id')).toBe('7.1');
  });

  it('a second token-expired soon after a renewal waits its backoff instead of looping at once', async () => {
    const { service, settings } = open();
    await settle();
    service.last().send(frame.ready());
    await wait(30_000);
    service.last().send(frame.end('token-expired'));
    await settle();
    service.last().send(frame.ready() + frame.end('token-expired'));
    await settle();
    expect(settings.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(service.connections).toHaveLength(2);
    await wait(1_000);
    expect(service.connections).toHaveLength(3);
    expect(service.last().headers.get('authorization')).toBe('Bearer renewed-2');
  });

  it('on a 401, renews the token and reconnects at once; a second 401 in a row stops it quietly', async () => {
    const { service, settings } = open({ statuses: [401, 401] });
    await settle();
    expect(service.connections).toHaveLength(2);
    expect(settings.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(service.last().headers.get('authorization')).toBe('Bearer renewed-1');
    await wait(120_000);
    expect(service.connections).toHaveLength(2);
  });

  it('a 401 after a good connection gets its renewal again (only two in a row stop)', async () => {
    const { service, settings } = open({ statuses: [401, 200, 401] });
    await settle();
    service.last().close();
    await wait(1_000);
    expect(service.connections).toHaveLength(4);
    expect(settings.renewAccessToken).toHaveBeenCalledTimes(2);
  });

  it('stops on end signed-out, and reconnects with backoff (not at once) on end shutting-down', async () => {
    const signedOut = open();
    await settle();
    signedOut.service.last().send(frame.end('signed-out'));
    await wait(120_000);
    expect(signedOut.service.connections).toHaveLength(1);

    const shuttingDown = open();
    await settle();
    shuttingDown.service.last().send(frame.end('shutting-down'));
    await wait(999);
    expect(shuttingDown.service.connections).toHaveLength(1);
    await wait(1);
    expect(shuttingDown.service.connections).toHaveLength(2);
  });

  it('never reconnects after stop, whether the stream was open or waiting to retry', async () => {
    const { service, stream } = open();
    await settle();
    stream.stop();
    expect(service.last().aborted).toBe(true);
    await wait(120_000);
    expect(service.connections).toHaveLength(1);

    const retrying = open();
    await settle();
    retrying.service.last().close();
    await settle();
    retrying.stream.stop();
    await wait(120_000);
    expect(retrying.service.connections).toHaveLength(1);
  });

  it('pause closes the connection without retrying; resume reconnects at once from the last event id', async () => {
    const { service, stream } = open();
    await settle();
    service.last().send(frame.ready() + frame.change('9.4', [CHANGE]));
    await settle();
    stream.pause();
    expect(service.last().aborted).toBe(true);
    await wait(120_000);
    expect(service.connections).toHaveLength(1);
    stream.resume();
    await settle();
    expect(service.connections).toHaveLength(2);
    expect(service.last().headers.get('last-event-id')).toBe('9.4');
  });

  it('passes a reset frame on, and resets itself when its since would be older than the service keeps', async () => {
    const { service, resets } = open();
    await settle();
    service.last().send(frame.reset());
    await settle();
    expect(resets).toEqual([START]);

    const old = open({ firstSince: () => START - HOUR - 1 });
    await settle();
    expect(old.resets).toEqual([START]);
    expect(old.service.last().url.searchParams.get('since')).toBe(new Date(START - 2_000).toISOString());
  });
});

const HOUR = 60 * 60 * 1000;
