/**
 * Where a reader of the change feed is: the last row delivered, as (transaction id, row id). Streams send it as
 * each change's event id, `<tx>.<id>`, and readers resume with it (Last-Event-ID).
 */
export interface Cursor {
  /** The xid8 of the row's transaction, as text (it can pass 2^53). */
  tx: string;
  id: number;
}

export const ZERO_CURSOR: Cursor = { tx: '0', id: 0 };
const CURSOR_TEXT = /^(\d{1,20})\.(\d{1,18})$/;

export const cursorOf = (cursor: Cursor) => `${cursor.tx}.${cursor.id}`;

/** The cursor a `<tx>.<id>` text names, or undefined for any other text. */
export function parseCursor(text: string): Cursor | undefined {
  const match = CURSOR_TEXT.exec(text);
  return match ? { tx: match[1]!, id: Number(match[2]) } : undefined;
}

/** Orders two cursor texts as the feed delivers them: by transaction, then row. */
export function compareCursors(a: string, b: string): number {
  const [left, right] = [parseCursor(a)!, parseCursor(b)!];
  const tx = BigInt(left.tx) - BigInt(right.tx);
  return tx === 0n ? left.id - right.id : tx < 0n ? -1 : 1;
}
