/**
 * Publishing goes through one interface per target: WordPress (its real REST API), the app builder
 * (Bubble) and the social posting provider (Ayrshare). Each adapter speaks HTTP to the target's URL,
 * so tests point them at a local endpoint that records the calls.
 */
export interface PublishedPost {
  postId: string;
  postUrl: string;
}

export interface Article {
  title: string;
  html: string;
  excerpt?: string;
  /** 'publish' now, or 'future' with `date`. */
  status: 'publish' | 'future' | 'draft';
  date?: string;
}

export interface SocialPost {
  text: string;
  platforms: string[];
  mediaUrls: string[];
  scheduleDate?: string;
}

export interface WordPressSite {
  siteUrl: string;
  username: string;
  applicationPassword: string;
}

export interface PublishTarget<Destination, Post> {
  readonly name: string;
  publish(destination: Destination, post: Post): Promise<PublishedPost>;
  update(destination: Destination, postId: string, post: Post): Promise<PublishedPost>;
  remove(destination: Destination, postId: string): Promise<void>;
}

export interface Publishers {
  wordPress: PublishTarget<WordPressSite, Article>;
  bubble: PublishTarget<{ appUrl: string }, Article>;
  ayrshare: PublishTarget<{ profileKey: string }, SocialPost>;
}

/** A target refused or could not be reached; the message says which and why, for the person who acted. */
export class PublishError extends Error {
  constructor(
    readonly target: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
