import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * The one rule for a client's address (decision 156), used by the sign-in throttle, the request log
 * and the identity provider: the socket's address, unless that socket is a trusted proxy (TRUST_PROXY);
 * then X-Forwarded-For is read from the right, past every trusted proxy, to the first address no
 * trusted proxy vouches for. Entries further left are whatever the client wrote and are never read.
 */
export type ClientAddressOf = (req: IncomingMessage | undefined) => string;

const UNKNOWN = 'unknown';

/** `::ffff:127.0.0.1` is 127.0.0.1; an X-Forwarded-For entry may carry a port (`1.2.3.4:80`, `[::1]:80`). */
export function normalizeAddress(value: string): string | null {
  let text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(text);
  if (mapped?.[1]) text = mapped[1];
  return isIP(text) ? text.toLowerCase() : null;
}

/** One TRUST_PROXY entry: an address or a CIDR range; null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix: number | null } | null {
  const [address = '', prefixText, ...rest] = entry.trim().split('/');
  const normalized = normalizeAddress(address);
  if (!normalized || rest.length) return null;
  if (prefixText === undefined) return { address: normalized, prefix: null };
  const max = isIP(normalized) === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { address: normalized, prefix: Number(prefixText) };
}

const family = (address: string) => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/** Reads client addresses with the trusted proxies of the configuration (entries already validated). */
export function clientAddressReader(trustedProxies: readonly string[]): ClientAddressOf {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) throw new Error(`TRUST_PROXY: '${entry}' is no address or CIDR range`);
    if (parsed.prefix === null) trusted.addAddress(parsed.address, family(parsed.address));
    else trusted.addSubnet(parsed.address, parsed.prefix, family(parsed.address));
  }
  const isTrusted = (address: string) => trusted.check(address, family(address));

  return (req) => {
    const socket = normalizeAddress(req?.socket?.remoteAddress ?? '');
    if (!socket) return UNKNOWN;
    if (trustedProxies.length === 0 || !isTrusted(socket)) return socket;
    const header = req?.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').reverse();
    let current = socket;
    for (const hop of hops) {
      if (!isTrusted(current)) break;
      const next = normalizeAddress(hop);
      // A proxy writes the address it saw; anything else ends the chain at the last proxy.
      if (!next) break;
      current = next;
    }
    return current;
  };
}
