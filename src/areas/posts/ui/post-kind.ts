/** The two kinds of post a firm may approve in place, from Home's review queue or the bell. */
export type PostKind = 'social' | 'googleBusinessProfile';

export const isPostKind = (kind: string): kind is PostKind => kind === 'social' || kind === 'googleBusinessProfile';

/** The kind of post a job of this channel holds. */
export const postKindOf = (channel: string): PostKind => (channel === 'GoogleBusinessProfile' ? 'googleBusinessProfile' : 'social');
