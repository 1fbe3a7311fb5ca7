import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeWhileHidden, type VisibilitySource } from '../../src/core/live/live-visibility.ts';

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => void vi.useRealTimers());

/** A document whose visibility the test sets; listeners hear each change as a browser's would. */
function fakeDocument(state: DocumentVisibilityState = 'visible') {
  const listeners = new Set<() => void>();
  const doc: VisibilitySource & { show(): void; hide(): void; listeners: Set<() => void> } = {
    get visibilityState() {
      return state;
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    show: () => ((state = 'visible'), listeners.forEach((listener) => listener())),
    hide: () => ((state = 'hidden'), listeners.forEach((listener) => listener())),
    listeners,
  };
  return doc;
}

const fakeStream = () => ({ pause: vi.fn(), resume: vi.fn() });

describe('closeWhileHidden: a background tab gives its stream up', () => {
  it('closes the stream after 10 s hidden, and reopens it when the page is shown', () => {
    const doc = fakeDocument();
    const stream = fakeStream();
    closeWhileHidden(doc, stream);
    doc.hide();
    vi.advanceTimersByTime(9_999);
    expect(stream.pause).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stream.pause).toHaveBeenCalledTimes(1);
    doc.show();
    expect(stream.resume).toHaveBeenCalledTimes(1);
  });

  it('keeps the stream through a quick switch of tabs (shown again within 10 s)', () => {
    const doc = fakeDocument();
    const stream = fakeStream();
    closeWhileHidden(doc, stream);
    doc.hide();
    vi.advanceTimersByTime(5_000);
    doc.show();
    vi.advanceTimersByTime(60_000);
    expect(stream.pause).not.toHaveBeenCalled();
    expect(stream.resume).not.toHaveBeenCalled();
  });

  it('counts a page that starts hidden (opened in a background tab)', () => {
    const stream = fakeStream();
    closeWhileHidden(fakeDocument('hidden'), stream);
    vi.advanceTimersByTime(10_000);
    expect(stream.pause).toHaveBeenCalledTimes(1);
  });

  it('stops listening and forgets a pending close when stopped; without a document it does nothing', () => {
    const doc = fakeDocument();
    const stream = fakeStream();
    const stop = closeWhileHidden(doc, stream);
    doc.hide();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(stream.pause).not.toHaveBeenCalled();
    expect(doc.listeners.size).toBe(0);
    expect(() => closeWhileHidden(undefined, stream)()).not.toThrow();
  });
});
