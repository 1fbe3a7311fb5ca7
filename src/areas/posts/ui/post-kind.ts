/** The two kinds of post, as the manifests name them (the kinds their outcomes are reported as). */
export type PostKind = 'social' | 'googleBusinessProfile';

/** The kind of post a job of this channel holds. */
export const postKindOf = (channel: string): PostKind => (channel === 'GoogleBusinessProfile' ? 'googleBusinessProfile' : 'social');
