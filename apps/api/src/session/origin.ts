// The Origin check (CSRF defence beside SameSite=Lax): one rule for every way in, the HTTP API's
// state-changing requests (session.ts) and the hub's negotiate and transport requests (realtime/signalr), never a
// copy of it.
//
// A browser's Origin must name the host the request was sent to, or PUBLIC_URL. That host is
// X-Forwarded-Host only when the connection comes from a proxy TRUST_PROXY trusts, judged as Fastify judges
// `request.host` (its own proxy-addr, the same addresses): otherwise anyone could name their own site in
// that header and have it taken for ours.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.js';

/** Whether a request (HTTP or a socket's handshake) may act from its Origin. */
export type OriginCheck = (request: IncomingMessage) => boolean;

export function originCheck(config: Pick<Config, 'trustProxy' | 'publicUrl'>): OriginCheck {
  const trusted = trustedProxy(config.trustProxy);
  return (request) => {
    const origin = request.headers.origin;
    // Not a browser (a server, a script): nothing to forge on its behalf.
    if (!origin) return true;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return false;
    }
    return originHost === requestHost(request, trusted) || origin === config.publicUrl;
  };
}

/** TRUST_PROXY as Fastify reads it: true, false, or addresses and ranges ('loopback', '10.0.0.0/8', …). */
function trustedProxy(trustProxy: boolean | string): (address: string, hop: number) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  return proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
}

/** The host the client addressed: the last X-Forwarded-Host a trusted proxy added, else Host. */
function requestHost(request: IncomingMessage, trusted: (address: string, hop: number) => boolean): string {
  const forwarded = request.headers['x-forwarded-host'];
  const address = request.socket?.remoteAddress;
  if (typeof forwarded === 'string' && forwarded && address !== undefined && trusted(address, 0)) {
    return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  }
  return request.headers.host ?? '';
}
