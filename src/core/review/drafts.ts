/**
 * Unsaved edits of any review item's text, kept on this device until they are saved: a reload, a network
 * failure or a failed save loses nothing. One draft per client, item and person: two people sharing a
 * browser never see each other's draft, and a draft never follows an item to another client. Each area
 * names its drafts (a key prefix with a version, so a later change of shape reads old drafts as absent) and
 * says what a draft of it looks like. Pure over a Storage-like object: pages pass localStorage, tests a map.
 */
export interface DraftOwner {
  clientId: string;
  /** The item the draft edits (a blog job, a social post...). */
  itemId: string;
  /** The signed-in person (their sub). */
  userId: string;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Every draft carries the version its edits started from and when it was written. */
export interface DraftBase {
  /** The saved version the edits started from: the save sends it, so a newer save shows as a conflict. */
  baseVersion: number;
  /** When the draft was last written (ISO instant), shown when it is restored. */
  savedAt: string;
}

export interface DraftKind<D extends DraftBase> {
  /** Versioned, e.g. 'fp-blog-draft.v1'. */
  prefix: string;
  /** What the person reads in a console message ("blog draft"). */
  name: string;
  /** The draft's own fields, checked and copied (nothing else stored comes back). */
  read: (value: Record<string, unknown>) => Omit<D, keyof DraftBase> | null;
}

export interface DraftStore<D extends DraftBase> {
  keyOf: (owner: DraftOwner) => string;
  read: (storage: DraftStorage, owner: DraftOwner) => D | null;
  /** False when the browser refused (storage full or disabled), so the page can say the draft is not kept. */
  write: (storage: DraftStorage, owner: DraftOwner, draft: D) => boolean;
  clear: (storage: DraftStorage, owner: DraftOwner) => void;
}

const readBase = (value: Record<string, unknown>): DraftBase | null =>
  Number.isInteger(value.baseVersion) && typeof value.savedAt === 'string' && !Number.isNaN(Date.parse(value.savedAt))
    ? { baseVersion: value.baseVersion as number, savedAt: value.savedAt }
    : null;

export function draftStore<D extends DraftBase>(kind: DraftKind<D>): DraftStore<D> {
  const keyOf = ({ clientId, itemId, userId }: DraftOwner) => [kind.prefix, clientId, itemId, userId].map(encodeURIComponent).join(':');
  return {
    keyOf,
    // An entry that is not a draft (hand-edited, or written by another build) is removed and reported, so it
    // does not come back on every load.
    read: (storage, owner) => {
      const key = keyOf(owner);
      const text = storage.getItem(key);
      if (text === null) return null;
      try {
        const value: unknown = JSON.parse(text);
        if (typeof value === 'object' && value !== null) {
          const base = readBase(value as Record<string, unknown>);
          const own = kind.read(value as Record<string, unknown>);
          if (base && own) return { ...own, ...base } as D;
        }
      } catch {
        // Not JSON: handled below like any other unreadable entry.
      }
      console.error(`The stored ${kind.name} under "${key}" is unreadable and was removed.`);
      storage.removeItem(key);
      return null;
    },
    write: (storage, owner, draft) => {
      try {
        storage.setItem(keyOf(owner), JSON.stringify(draft));
        return true;
      } catch (error) {
        console.error(`The ${kind.name} could not be stored on this device.`, error);
        return false;
      }
    },
    clear: (storage, owner) => storage.removeItem(keyOf(owner)),
  };
}

/**
 * clean: nothing to save; dirty: edits of the saved version; stale: edits of an older version, which the
 * service will refuse as a conflict (the person then chooses which version to keep).
 */
export type DraftState = 'clean' | 'dirty' | 'stale';

export const draftStateOf = (dirty: boolean, baseVersion: number, savedVersion: number): DraftState =>
  !dirty ? 'clean' : baseVersion === savedVersion ? 'dirty' : 'stale';
