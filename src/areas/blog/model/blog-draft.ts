/**
 * Unsaved edits of a blog post (its title and the editor's HTML), on the review kit's drafts
 * (core/review/drafts.ts): kept on this device until saved, one per client, job and person.
 */
import { draftStateOf, draftStore, type DraftBase, type DraftState, type DraftStorage } from '../../../core/review/drafts.ts';

export type { DraftState, DraftStorage };

export interface BlogDraft extends DraftBase {
  title: string;
  /** The editor's HTML. */
  content: string;
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

export const BLOG_DRAFT_KEY_PREFIX = 'fp-blog-draft.v1';

const BLOG_DRAFTS = draftStore<BlogDraft>({
  prefix: BLOG_DRAFT_KEY_PREFIX,
  name: 'blog draft',
  read: ({ title, content }) => (typeof title === 'string' && typeof content === 'string' ? { title, content } : null),
});

const itemOwner = ({ clientId, blogJobId, userId }: DraftOwner) => ({ clientId, itemId: blogJobId, userId });

export const blogDraftKey = (owner: DraftOwner) => BLOG_DRAFTS.keyOf(itemOwner(owner));
/** The person's draft of the job, or null; an unreadable entry is removed and reported. */
export const readBlogDraft = (storage: DraftStorage, owner: DraftOwner) => BLOG_DRAFTS.read(storage, itemOwner(owner));
/** Stores the draft; false when the browser refused. */
export const writeBlogDraft = (storage: DraftStorage, owner: DraftOwner, draft: BlogDraft) =>
  BLOG_DRAFTS.write(storage, itemOwner(owner), draft);
export const clearBlogDraft = (storage: DraftStorage, owner: DraftOwner) => BLOG_DRAFTS.clear(storage, itemOwner(owner));

/** The draft differs from what is saved: its title (spaces around it do not count) or its content. */
export function isDraftDirty(draft: Pick<BlogDraft, 'title' | 'content'>, saved: Pick<SavedContent, 'title' | 'content'>): boolean {
  return draft.title.trim() !== saved.title.trim() || draft.content !== saved.content;
}

export const draftState = (draft: BlogDraft, saved: SavedContent): DraftState =>
  draftStateOf(isDraftDirty(draft, saved), draft.baseVersion, saved.version);
