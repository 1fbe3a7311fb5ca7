import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blogDraftKey,
  clearBlogDraft,
  draftState,
  isDraftDirty,
  readBlogDraft,
  writeBlogDraft,
  type BlogDraft,
  type DraftOwner,
  type DraftStorage,
} from '../../src/areas/blog/model/blog-draft.ts';

/** A Storage over a map, with what the browser would hold visible to the test. */
function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const ADA: DraftOwner = { clientId: 'client-1', blogJobId: 'job-1', userId: 'auth0|ada' };
const DRAFT: BlogDraft = { title: 'Tenant rights', content: '<p>Edited</p>', baseVersion: 3, savedAt: '2026-11-21T10:15:00.000Z' };

afterEach(() => vi.restoreAllMocks());

describe('keeping a draft', () => {
  it('reads back what was written, for the same person, client and job', () => {
    const storage = memoryStorage();
    expect(writeBlogDraft(storage, ADA, DRAFT)).toBe(true);
    expect(readBlogDraft(storage, ADA)).toEqual(DRAFT);
  });

  it('keeps each person, client and job apart', () => {
    const storage = memoryStorage();
    writeBlogDraft(storage, ADA, DRAFT);
    expect(readBlogDraft(storage, { ...ADA, userId: 'auth0|grace' })).toBeNull();
    expect(readBlogDraft(storage, { ...ADA, clientId: 'client-2' })).toBeNull();
    expect(readBlogDraft(storage, { ...ADA, blogJobId: 'job-2' })).toBeNull();
    expect(new Set([ADA, { ...ADA, userId: 'x' }, { ...ADA, clientId: 'x' }, { ...ADA, blogJobId: 'x' }].map(blogDraftKey)).size).toBe(4);
  });

  it('cannot be confused by ids that contain the separator', () => {
    const left = blogDraftKey({ clientId: 'a:b', blogJobId: 'c', userId: 'u' });
    const right = blogDraftKey({ clientId: 'a', blogJobId: 'b:c', userId: 'u' });
    expect(left).not.toBe(right);
  });

  it('is gone once cleared', () => {
    const storage = memoryStorage();
    writeBlogDraft(storage, ADA, DRAFT);
    clearBlogDraft(storage, ADA);
    expect(readBlogDraft(storage, ADA)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('says so when the browser refuses to store it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const full: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(writeBlogDraft(full, ADA, DRAFT)).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['no content', JSON.stringify({ title: 'T', baseVersion: 1, savedAt: DRAFT.savedAt })],
    ['a version that is not a whole number', JSON.stringify({ ...DRAFT, baseVersion: '3' })],
    ['an unreadable time', JSON.stringify({ ...DRAFT, savedAt: 'yesterday' })],
  ])('treats an entry with %s as no draft, and removes it', (_what, text) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem(blogDraftKey(ADA), text);
    expect(readBlogDraft(storage, ADA)).toBeNull();
    expect(storage.entries.size).toBe(0);
    expect(error).toHaveBeenCalledOnce();
  });

  it('reads only the draft fields', () => {
    const storage = memoryStorage();
    storage.setItem(blogDraftKey(ADA), JSON.stringify({ ...DRAFT, extra: 'ignored' }));
    expect(readBlogDraft(storage, ADA)).toEqual(DRAFT);
  });
});

describe('comparing a draft with the saved post', () => {
  const saved = { title: 'Tenant rights', content: '<p>Saved</p>', version: 3 };

  it('is clean when title and content match, spaces around the title aside', () => {
    expect(isDraftDirty({ title: ' Tenant rights ', content: '<p>Saved</p>' }, saved)).toBe(false);
    expect(draftState({ ...DRAFT, content: '<p>Saved</p>' }, saved)).toBe('clean');
  });

  it('is dirty when the content or the title changed', () => {
    expect(isDraftDirty({ title: 'Tenant rights', content: '<p>Saved!</p>' }, saved)).toBe(true);
    expect(isDraftDirty({ title: 'Renter rights', content: '<p>Saved</p>' }, saved)).toBe(true);
    expect(draftState(DRAFT, saved)).toBe('dirty');
  });

  it('is stale when it edits an older version than the saved one', () => {
    expect(draftState({ ...DRAFT, baseVersion: 2 }, saved)).toBe('stale');
  });

  it('is clean, not stale, when a newer saved version already holds the same text', () => {
    expect(draftState({ ...DRAFT, baseVersion: 2, content: '<p>Saved</p>' }, saved)).toBe('clean');
  });
});
