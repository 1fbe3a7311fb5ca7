import { lookup as systemLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici';
import { insideRange, isAddressHost, isLocalName, LocalSites } from './site-address.ts';

/**
 * Every request the service makes to an address it did not choose itself — a firm's WordPress site, a firm's Bubble
 * app — goes through `site()` here, and nowhere else (eslint.config.js keeps fetch out of the rest of the service):
 *
 * - The host must be on the internet: a written address is checked as written; a name is resolved once per connection,
 *   every address it gives is checked, and the connection goes to the addresses that were checked (the lookup is the
 *   connection's own, so a name that answers differently a moment later — DNS rebinding — changes nothing).
 * - Redirects are never followed: the caller gets the 3xx answer, since a site could send us on to an inside address.
 * - Local development sites pass only when ALLOW_LOCAL_SITES names them (`allowLocalSites`).
 * - What went wrong on the network is kept for the log (`SiteUnreachable.detail`), never for the person: a closed port,
 *   a refused address and a timeout are one failure to them.
 *
 * `configured()` is for the addresses of the service's own configuration (the posting provider's API, the default
 * Bubble app, the service's own images): the operator chose them, so they are not checked, but redirects stay unfollowed.
 */

/** How a host name becomes addresses; `dns.lookup` (the system's resolver, /etc/hosts included) unless a test injects one. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundOptions {
  /** ALLOW_LOCAL_SITES: addresses (origin, optionally a path) that may be inside; none by default. */
  allowLocalSites?: readonly string[];
  /** Replaces the system resolver, e.g. in a test that answers one address first and another later. */
  resolve?: Resolver;
  /** Where the details of a failed request go; console.warn by default. */
  log?: (line: string) => void;
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  timeoutMs: number;
}

/** What a request answers (undici's Response: the same shape as fetch's). */
export type OutboundResponse = Response;

export type SiteVerdict = { allowed: true } | { allowed: false; host: string; detail: string };

/** The request did not get an answer: for the person, the site could not be reached; `detail` is for the log. */
export class SiteUnreachable extends Error {
  constructor(
    readonly url: string,
    readonly detail: string,
    readonly timedOut = false,
  ) {
    super(`${url} could not be reached`);
  }
}

export interface Outbound {
  /** Before an address is saved: refused when its host is, or resolves to, an inside address. A name that does not resolve (yet) passes: connecting checks again. */
  checkSite(url: string): Promise<SiteVerdict>;
  /** A request to a firm's address; SiteUnreachable when it got no answer or the address is inside. */
  site(url: string, init: OutboundInit): Promise<Response>;
  /** A request to an address of the service's own configuration. */
  configured(url: string, init: OutboundInit): Promise<Response>;
  close(): Promise<void>;
}

/** How long a check on save may wait for the resolver; past it the name counts as not resolving (connecting checks again). */
const SAVE_LOOKUP_MS = 3000;

class InsideAddress extends Error {
  readonly code = 'EINSIDE';
}

export function createOutbound(options: OutboundOptions = {}): Outbound {
  const resolve: Resolver = options.resolve ?? ((hostname) => systemLookup(hostname, { all: true, verbatim: true }));
  const log = options.log ?? ((line: string) => console.warn(`[outbound] ${line}`));
  const localSites = new LocalSites(options.allowLocalSites ?? []);

  /** Resolves a name and refuses it when any of its addresses is inside; the addresses answered are the ones checked. */
  const checkedAddresses = async (hostname: string): Promise<LookupAddress[]> => {
    if (isLocalName(hostname)) throw new InsideAddress(`${hostname} names this machine`);
    const addresses = await resolve(hostname);
    for (const { address } of addresses) {
      const range = insideRange(address);
      if (range) throw new InsideAddress(`${hostname} resolves to ${address} (${range})`);
    }
    return addresses;
  };

  // The connection's own lookup (net.connect calls it), so the address connected to is the address checked.
  const checked = new Agent({ connect: { lookup: lookupWith(checkedAddresses) } });
  // Local sites and configured addresses resolve through the same resolver, unchecked.
  const unchecked = new Agent({ connect: { lookup: lookupWith(resolve) } });

  const send = async (agent: Agent, url: URL, init: OutboundInit): Promise<Response> => {
    try {
      return await undiciFetch(url, {
        method: init.method ?? 'GET',
        headers: init.headers,
        body: init.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(init.timeoutMs),
        dispatcher: agent,
      } satisfies RequestInit);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const detail = timedOut ? `no answer within ${init.timeoutMs} ms` : reasonOf(error);
      log(`${init.method ?? 'GET'} ${url.origin}${url.pathname} failed: ${detail}`);
      throw new SiteUnreachable(url.toString(), detail, timedOut);
    }
  };

  const parse = (raw: string, schemes = ['http:', 'https:']): URL => {
    const url = new URL(raw);
    if (!schemes.includes(url.protocol)) throw new SiteUnreachable(raw, `${url.protocol} is not http(s)`);
    return url;
  };

  /** Why a written address or a local name is refused before anything is resolved; null when the host needs resolving (or is allowed). */
  const refusedAsWritten = (url: URL): string | null => {
    if (localSites.allows(url)) return null;
    if (isAddressHost(url.hostname)) {
      const range = insideRange(url.hostname);
      return range ? `${url.hostname} is ${range}` : null;
    }
    return isLocalName(url.hostname) ? `${url.hostname} names this machine` : null;
  };

  return {
    async checkSite(raw) {
      const url = new URL(raw);
      const refused = refusedAsWritten(url);
      if (refused) return { allowed: false, host: url.host, detail: refused };
      if (localSites.allows(url) || isAddressHost(url.hostname)) return { allowed: true };
      try {
        await withDeadline(checkedAddresses(url.hostname), SAVE_LOOKUP_MS);
        return { allowed: true };
      } catch (error) {
        if (error instanceof InsideAddress) return { allowed: false, host: url.host, detail: error.message };
        return { allowed: true };
      }
    },
    async site(raw, init) {
      const url = parse(raw);
      const refused = refusedAsWritten(url);
      if (refused) {
        log(`${init.method ?? 'GET'} ${url.origin}${url.pathname} refused: ${refused}`);
        throw new SiteUnreachable(url.toString(), refused);
      }
      return send(localSites.allows(url) ? unchecked : checked, url, init);
    },
    // data: reaches no network (a test's inline image).
    configured: (raw, init) => send(unchecked, parse(raw, ['http:', 'https:', 'data:']), init),
    async close() {
      await Promise.all([checked.close(), unchecked.close()]);
    },
  };
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A lookup in net.connect's shape (one address, or all with `all`) on top of a resolver. */
function lookupWith(resolve: Resolver) {
  return (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
    resolve(hostname).then(
      (addresses) => {
        const wanted = family ? addresses.filter((entry) => entry.family === family) : addresses;
        if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
        if (options.all) return callback(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** fetch wraps the socket's error ("connect ECONNREFUSED ...", our refusal) in its cause; that is the useful part. */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { message?: string } | undefined) : undefined;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
