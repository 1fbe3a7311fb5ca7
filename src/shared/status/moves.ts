/**
 * A move of a status machine: the statuses it starts from and the one it leads to. The service makes only the
 * moves its machines list and refuses any other; the portal offers an action only in the statuses its move
 * starts from. Both read the same machines (job-moves.ts, seo-moves.ts).
 */
export interface Move<S extends string> {
  from: readonly S[];
  to: S;
}
