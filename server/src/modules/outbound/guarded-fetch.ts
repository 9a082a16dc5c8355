// Every HTTP request the server makes to another service (web push, Kakao geocoding, an SMS provider)
// goes through here (docs/adr/0030-outbound-guard-and-known-devices.md). A user can hand the server a URL
// (a push subscription's endpoint), so nothing leaves unless:
// - the URL is https, without user:password, on a host of the allow list given by the caller (the push
//   services' hosts from config, Kakao's API host), on port 443 unless the entry names another port;
// - every address the host resolves to, resolved at connect time by the very lookup the socket uses, is
//   a public unicast address: no loopback, private, link-local (cloud metadata), shared, multicast or
//   reserved range, so a name that rebinds to 127.0.0.1 between a check and the connection gets nowhere;
// - it ends within a short timeout, never follows a redirect, and reads at most a small answer.
import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  text(): string;
  json(): unknown;
}

export type OutboundFetch = (url: string, init?: OutboundInit) => Promise<OutboundResponse>;

/** The guard said no: the request was never sent (no connection was made). */
export class OutboundRefused extends Error {
  constructor(reason: string) {
    super(`outbound request refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

/** node:dns lookup's shape (the one net.connect calls). */
export type Lookup = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

export interface GuardedFetchOptions {
  /** Hosts a request may go to: `host`, `*.domain` (any subdomain) or either with `:port`. */
  allowedHosts: readonly string[];
  /** The whole request, connection to last byte (default 5 s). */
  timeoutMs?: number;
  /** Bytes of an answer kept (default 64 KiB); the rest is not read. */
  maxResponseBytes?: number;
  /** Name resolution (tests give a resolver that answers a private address for a public name). */
  lookup?: Lookup;
}

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;
const MAX_URL_LENGTH = 2048;

// Everything that is not public unicast: RFC 6890 special-purpose ranges and the cloud metadata address.
// Two lists: node's BlockList matches an IPv4 address against IPv4-mapped IPv6 rules (and the reverse).
const BLOCKED_V4 = new net.BlockList();
const BLOCKED_V6 = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, 169.254.169.254 = cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED_V4.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: may carry any of the above
  ['64:ff9b::', 96], // NAT64: likewise
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local (fd00:ec2::254 = AWS metadata)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED_V6.addSubnet(address, prefix, 'ipv6');
}

/** True for an address a request may connect to: public unicast only. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !BLOCKED_V4.check(address, 'ipv4');
  // An IPv4-mapped address (::ffff:a.b.c.d) meets the IPv4 rules too.
  return family === 6 && !BLOCKED_V6.check(address, 'ipv6') && !BLOCKED_V4.check(address, 'ipv6');
}

function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port === '' ? '443' : url.port;
  return allowedHosts.some((entry) => {
    const [pattern = '', entryPort = '443'] = entry.trim().toLowerCase().split(':');
    if (entryPort !== port || pattern === '') return false;
    if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
    return host === pattern;
  });
}

/** Why a URL may not be requested, or null when it may (before any name is resolved). */
export function outboundUrlProblem(raw: string, allowedHosts: readonly string[]): string | null {
  if (raw.length > MAX_URL_LENGTH) return 'URL too long';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username !== '' || url.password !== '') return 'credentials in the URL';
  // An address literal skips name resolution (and so the connect-time check): never one.
  if (net.isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return 'an IP address instead of a host name';
  if (!hostAllowed(url, allowedHosts)) return 'host not allowed';
  return null;
}

/** net.connect's lookup, refusing a name any of whose addresses is not public. */
function guardedLookup(base: Lookup): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    base(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const list = addresses ?? [];
      const refused = list.length === 0 || list.some((a) => !isPublicAddress(a.address));
      if (refused) return callback(new OutboundRefused(`${hostname} resolves to a non-public address`));
      if (options.all) return callback(null, list);
      const [first] = list;
      return callback(null, first?.address, first?.family);
    });
  }) as net.LookupFunction;
}

const systemLookup: Lookup = (hostname, options, callback) => dns.lookup(hostname, options, callback);

export function createGuardedFetch(opts: GuardedFetchOptions): OutboundFetch {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const lookup = guardedLookup(opts.lookup ?? systemLookup);

  return (raw, init = {}) =>
    new Promise<OutboundResponse>((resolve, reject) => {
      const problem = outboundUrlProblem(raw, opts.allowedHosts);
      if (problem) return reject(new OutboundRefused(problem));
      const url = new URL(raw);
      const body = init.body === undefined ? undefined : Buffer.from(init.body);
      const headers: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
      if (body) headers['content-length'] = body.length;
      const request = https.request({
        protocol: 'https:',
        hostname: url.hostname,
        port: url.port === '' ? 443 : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers,
        // A fresh connection each time, so every request resolves (and checks) the name again.
        agent: false,
        lookup,
        timeout: timeoutMs,
      });
      const timer = setTimeout(() => request.destroy(new Error('outbound request timed out')), timeoutMs);
      timer.unref();
      const fail = (err: Error) => {
        clearTimeout(timer);
        reject(err);
      };
      request.on('timeout', () => request.destroy(new Error('outbound request timed out')));
      request.on('error', fail);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          resolve({
            status,
            // A redirect is not followed: it is an answer like any other non-2xx.
            ok: status >= 200 && status < 300,
            text: () => text,
            json: () => JSON.parse(text) as unknown,
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= maxBytes) return;
          chunks.push(chunk.subarray(0, maxBytes - size));
          size += chunk.length;
          if (size >= maxBytes) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', fail);
      });
      request.end(body);
    });
}
