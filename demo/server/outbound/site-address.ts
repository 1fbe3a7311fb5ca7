import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a firm's site may have: only the internet's own (ipaddr.js's "unicast" range). Everything else is
 * inside somewhere — this machine, a private or carrier network, a cloud's metadata service — and a site address that
 * leads there would let whoever saves it make the service call what only the service can reach.
 */

// IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291) still carries an IPv4 address; ipaddr.js calls it unicast.
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/** Why an address is not on the internet (its range's name, for the log), or null when it is. */
export function insideRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  // Only the standard spellings: URLs and resolvers give them; anything else (127.1, 0x7f...) is refused, not guessed at.
  if (isIP(bare) === 0) return 'not an address';
  const parsed = ipaddr.parse(bare);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return 'ipv4Compatible';
  return null;
}

/** Whether the URL's host is written as an address ([::1], 127.0.0.1) rather than a name. */
export const isAddressHost = (hostname: string) => isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;

/** Names that mean this machine whatever a resolver says (RFC 6761): localhost and anything under it. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * The local development sites the service may call although they are inside (ALLOW_LOCAL_SITES): each entry is an
 * origin, optionally with a path, and allows exactly the addresses under it (`http://127.0.0.1:4173/__targets`
 * allows the demo's stand-ins, not the rest of that service).
 */
export class LocalSites {
  private readonly entries: Array<{ origin: string; path: string }>;

  constructor(urls: readonly string[]) {
    this.entries = urls.map((raw) => {
      const url = new URL(raw);
      return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
    });
  }

  get size(): number {
    return this.entries.length;
  }

  allows(url: URL): boolean {
    return this.entries.some(
      (entry) =>
        entry.origin === url.origin && (entry.path === '' || url.pathname === entry.path || url.pathname.startsWith(`${entry.path}/`)),
    );
  }
}

/** Parses ALLOW_LOCAL_SITES: comma-separated http(s) addresses; a wrong entry is an error naming it. */
export function parseLocalSites(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`"${entry}" is not an address such as http://localhost:8091`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`"${entry}" must start with http:// or https://`);
      if (url.search || url.hash || url.username || url.password) throw new Error(`"${entry}" may hold only an origin and a path`);
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    });
}
