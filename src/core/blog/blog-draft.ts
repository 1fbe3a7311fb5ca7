/**
 * Unsaved edits of a blog post, kept on this device until they are saved (issue 5: a reload, a network
 * failure or a failed save loses nothing). One draft per client, job and person: two people sharing a
 * browser never see each other's draft, and a draft never follows a job to another client.
 * Pure over a Storage-like object, so the page passes localStorage and tests pass a map.
 */
export interface BlogDraft {
  title: string;
  /** The editor's HTML. */
  content: string;
  /** The content version the edits started from: the save sends it, so a newer save shows as a conflict. */
  baseVersion: number;
  /** When the draft was last written (ISO instant), shown when it is restored. */
  savedAt: string;
}

export interface DraftOwner {
  clientId: string;
  blogJobId: string;
  /** The signed-in person (their sub). */
  userId: string;
}

/** What the draft is compared with: the saved post, its content in the same serialization as the draft's. */
export interface SavedContent {
  title: string;
  content: string;
  version: number;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Versioned, so a later change of the draft's shape reads old drafts as absent rather than misreading them. */
export const BLOG_DRAFT_KEY_PREFIX = 'fp-blog-draft.v1';

export function blogDraftKey({ clientId, blogJobId, userId }: DraftOwner): string {
  return [BLOG_DRAFT_KEY_PREFIX, clientId, blogJobId, userId].map(encodeURIComponent).join(':');
}

function isBlogDraft(value: unknown): value is BlogDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === 'string' &&
    typeof draft.content === 'string' &&
    Number.isInteger(draft.baseVersion) &&
    typeof draft.savedAt === 'string' &&
    !Number.isNaN(Date.parse(draft.savedAt))
  );
}

/**
 * The person's draft of the job, or null. An entry that is not a draft (hand-edited, or written by another
 * build) is removed and reported, so it does not come back on every load.
 */
export function readBlogDraft(storage: DraftStorage, owner: DraftOwner): BlogDraft | null {
  const key = blogDraftKey(owner);
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isBlogDraft(value)) return { title: value.title, content: value.content, baseVersion: value.baseVersion, savedAt: value.savedAt };
  } catch {
    // Not JSON: handled below like any other unreadable entry.
  }
  console.error(`The stored blog draft under "${key}" is unreadable and was removed.`);
  storage.removeItem(key);
  return null;
}

/**
 * Stores the draft; false when the browser refused (storage full or disabled), so the page can say that the
 * draft is not kept instead of promising it.
 */
export function writeBlogDraft(storage: DraftStorage, owner: DraftOwner, draft: BlogDraft): boolean {
  try {
    storage.setItem(blogDraftKey(owner), JSON.stringify(draft));
    return true;
  } catch (error) {
    console.error('The blog draft could not be stored on this device.', error);
    return false;
  }
}

export function clearBlogDraft(storage: DraftStorage, owner: DraftOwner): void {
  storage.removeItem(blogDraftKey(owner));
}

/** The draft differs from what is saved: its title (spaces around it do not count) or its content. */
export function isDraftDirty(draft: Pick<BlogDraft, 'title' | 'content'>, saved: Pick<SavedContent, 'title' | 'content'>): boolean {
  return draft.title.trim() !== saved.title.trim() || draft.content !== saved.content;
}

/**
 * clean: nothing to save; dirty: edits of the saved version; stale: edits of an older version, which the
 * service will refuse as a conflict (the person then chooses which version to keep).
 */
export type DraftState = 'clean' | 'dirty' | 'stale';

export function draftState(draft: BlogDraft, saved: SavedContent): DraftState {
  if (!isDraftDirty(draft, saved)) return 'clean';
  return draft.baseVersion === saved.version ? 'dirty' : 'stale';
}
