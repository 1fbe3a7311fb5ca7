// A page in a background tab gives its stream up (browsers allow six connections per origin, and every
// visible tab holds one), and takes it up again when shown, resuming from the last event id.

/** How long a page may stay hidden before its stream is closed (a quick switch of tabs keeps it). */
export const HIDDEN_CLOSE_MS = 10_000;

/** The part of `document` this needs; tests pass a fake. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Calls `pause` once the page has been hidden for HIDDEN_CLOSE_MS, and `resume` when it is shown after that. Returns a stop. */
export function closeWhileHidden(source: VisibilitySource | undefined, stream: { pause(): void; resume(): void }): () => void {
  if (!source) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  const onChange = () => {
    clearTimeout(timer);
    timer = undefined;
    if (source.visibilityState === 'hidden') {
      timer = setTimeout(() => {
        paused = true;
        stream.pause();
      }, HIDDEN_CLOSE_MS);
    } else if (paused) {
      paused = false;
      stream.resume();
    }
  };
  source.addEventListener('visibilitychange', onChange);
  onChange();
  return () => {
    clearTimeout(timer);
    source.removeEventListener('visibilitychange', onChange);
  };
}
