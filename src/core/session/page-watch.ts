import type { Session } from './session.ts';

interface Watch {
  stop: () => void;
  watchers: number;
}

/**
 * Makes `start` a watch of the page: however many elements call the result, `start` runs once per session (with
 * the first caller's arguments), and its stop runs when the last caller has stopped. Each caller's stop counts once.
 */
export function onePerPage<Args extends unknown[]>(
  start: (session: Session, ...args: Args) => () => void,
): (session: Session, ...args: Args) => () => void {
  const watches = new WeakMap<Session, Watch>();
  return (session, ...args) => {
    let watch = watches.get(session);
    if (!watch) {
      watch = { stop: start(session, ...args), watchers: 0 };
      watches.set(session, watch);
    }
    const current = watch;
    current.watchers += 1;
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      current.watchers -= 1;
      if (current.watchers === 0) {
        current.stop();
        watches.delete(session);
      }
    };
  };
}
