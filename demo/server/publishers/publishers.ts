import type { SiteVerdict } from '../outbound/outbound.ts';

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
  /** The post's featured image (WordPress uploads it to the site's media library). */
  featuredImage?: FeaturedImage;
}

export interface FeaturedImage {
  /** Where the image is downloaded from (the service's own image URL). */
  url: string;
  name: string;
  /** The site's media id when this very image was uploaded before: it is reused, not uploaded again. */
  mediaId?: string;
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

/** A WordPress post and the media item of its featured image (null without one). */
export interface WordPressPost extends PublishedPost {
  media: { id: string; url: string } | null;
}

export interface WordPressPublisher extends PublishTarget<WordPressSite, Article> {
  publish(site: WordPressSite, article: Article): Promise<WordPressPost>;
  update(site: WordPressSite, postId: string, article: Article): Promise<WordPressPost>;
  /** Deletes the post for good, and the featured image it uploaded when `mediaId` is given; either being gone already is no error. */
  remove(site: WordPressSite, postId: string, mediaId?: string | null): Promise<void>;
}

export interface Publishers {
  /** Before a firm's address is saved: whether the service may call it (outbound/outbound.ts checkSite). */
  checkSite(url: string): Promise<SiteVerdict>;
  wordPress: WordPressPublisher;
  bubble: PublishTarget<{ appUrl: string }, Article>;
  ayrshare: PublishTarget<{ profileKey: string }, SocialPost>;
}

/** A target refused or could not be reached; the message says which and why, for the person who acted. */
export class PublishError extends Error {
  constructor(
    readonly target: string,
    message: string,
    readonly status?: number,
    /** The target's own reason code when it gave one (WordPress: `incorrect_password`, `rest_post_invalid_id`, ...). */
    readonly code?: string,
  ) {
    super(message);
  }
}
