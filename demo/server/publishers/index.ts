import type { ServerConfig } from '../config.ts';
import { createOutbound, type Outbound } from '../outbound/outbound.ts';
import { createAyrsharePublisher } from './ayrshare.ts';
import { createBubblePublisher } from './bubble.ts';
import { PublishError, type Publishers } from './publishers.ts';
import { createWordPressPublisher } from './wordpress.ts';

/** A target that has not answered by then is reported as unreachable; a person is waiting on the result. */
export const DEFAULT_PUBLISH_TIMEOUT_MS = 15_000;
export const DEFAULT_AYRSHARE_API_KEY = 'demo-ayrshare-key';
export const DEFAULT_BUBBLE_API_TOKEN = 'demo-bubble-token';

export interface PublisherOptions {
  /** The service's way out (outbound/); one that allows no local site when left out. */
  outbound?: Outbound;
  /** The service's own origin (PUBLIC_URL), where featured images are downloaded from. */
  ownOrigin?: string;
  timeoutMs?: number;
  ayrshareApiKey?: string;
  bubbleApiToken?: string;
}

/**
 * The three publishing adapters. WordPress sites come from each client's credential; the Bubble app
 * (when a client has none of its own) and the Ayrshare API come from the service configuration.
 */
export function createPublishers(config: ServerConfig['publishers'], options: PublisherOptions = {}): Publishers {
  const http = {
    outbound: options.outbound ?? createOutbound(),
    ownOrigin: options.ownOrigin,
    timeoutMs: options.timeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS,
  };
  // Read at call time, so a missing setting fails the publish that needs it with a clear error, not the start.
  const setting = (name: keyof ServerConfig['publishers'], target: string) => () => {
    const value = config?.[name];
    if (!value)
      throw new PublishError(target, `Publishing to ${target} is not configured: ${name} is missing from the server configuration.`);
    return value;
  };
  return {
    checkSite: (url) => http.outbound.checkSite(url),
    wordPress: createWordPressPublisher(http),
    bubble: createBubblePublisher(http, {
      defaultAppUrl: setting('bubbleUrl', 'Bubble'),
      apiToken: options.bubbleApiToken ?? DEFAULT_BUBBLE_API_TOKEN,
    }),
    ayrshare: createAyrsharePublisher(http, {
      apiUrl: setting('ayrshareUrl', 'Ayrshare'),
      apiKey: options.ayrshareApiKey ?? DEFAULT_AYRSHARE_API_KEY,
    }),
  };
}
