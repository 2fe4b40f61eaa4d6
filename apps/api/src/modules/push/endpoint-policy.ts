// Where the server may POST a push: the subscription's endpoint is a URL the browser gives, so it must not
// become a way to reach internal hosts. At subscribe time an endpoint must be https on a known push
// service's host (KNOWN_PUSH_HOSTS, plus PUSH_ENDPOINT_HOSTS); at send time the connection itself resolves
// the host and refuses a private, loopback or otherwise non-public address (DNS may change in between),
// unless PUSH_ENDPOINT_HOSTS names the host (a local push service in tests).
import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** The push services of the browsers people use (Chrome and Android, Firefox, Edge and Windows, Safari). */
const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

interface HostRule {
  /** Exact host, or `.suffix` for a `*.suffix` pattern. */
  host: string;
  wildcard: boolean;
  protocol: 'https:' | 'http:';
  /** '' for the protocol's default port; an entry with a port allows only that one. */
  port: string | undefined;
  /** Named by PUSH_ENDPOINT_HOSTS: its addresses may be private or loopback. */
  named: boolean;
}

function parseRule(entry: string, named: boolean): HostRule {
  const lower = entry.toLowerCase();
  if (lower.includes('://')) {
    const url = new URL(lower);
    return {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      wildcard: false,
      protocol: url.protocol === 'http:' ? 'http:' : 'https:',
      port: url.port,
      named,
    };
  }
  const [host = '', port] = lower.startsWith('[') ? splitBracketed(lower) : lower.split(':');
  const wildcard = host.startsWith('*.');
  return { host: wildcard ? host.slice(1) : host, wildcard, protocol: 'https:', port, named };
}

const splitBracketed = (entry: string) => {
  const end = entry.indexOf(']');
  return [entry.slice(1, end), entry.slice(end + 2) || undefined] as const;
};

export interface EndpointPolicy {
  /** Whether the server may push to this URL (subscribe time): https on a known host, never private. */
  accepts(endpoint: string): boolean;
  /** Whether a host's addresses may be private (PUSH_ENDPOINT_HOSTS names it). */
  mayBePrivate(hostname: string): boolean;
}

export function endpointPolicy(extraHosts: readonly string[]): EndpointPolicy {
  const rules = [
    ...KNOWN_PUSH_HOSTS.map((h) => parseRule(h, false)),
    ...extraHosts.map((h) => parseRule(h, true)),
  ];
  const matches = (rule: HostRule, hostname: string) =>
    rule.wildcard
      ? hostname.endsWith(rule.host) && hostname.length > rule.host.length
      : hostname === rule.host;
  return {
    accepts(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return false;
      }
      if (url.username || url.password) return false;
      const hostname = url.hostname.replace(/^\[|\]$/g, '');
      const rule = rules.find(
        (r) =>
          matches(r, hostname) &&
          r.protocol === url.protocol &&
          (r.port === undefined || r.port === '' ? url.port === '' : url.port === r.port),
      );
      if (!rule) return false;
      return rule.named || !isIP(hostname) || isPublicAddress(hostname);
    },
    mayBePrivate: (hostname) => rules.some((r) => r.named && matches(r, hostname.toLowerCase())),
  };
}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one of the public Internet (not private, loopback, link-local, multicast…). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as its IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !NOT_PUBLIC.check(address, 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request: resolves like Node does, then refuses the connection when an address
 * is not public and the host may not be private. The check is on the very addresses the socket uses.
 */
export function guardedLookup(policy: EndpointPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      if (refused && !policy.mayBePrivate(hostname)) {
        const denied: NodeJS.ErrnoException = new Error(
          `push endpoint ${hostname} resolves to a non-public address (${refused.address})`,
        );
        denied.code = 'EPUSHPRIVATE';
        return callback(denied, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
