/**
 * TRUST_PROXY: whether X-Forwarded-For is believed. Off by default (a visitor could claim any address); a hop count
 * for a known chain of proxies, or the proxies' addresses/CIDRs. Fastify takes the same value as `trustProxy`.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import { LeadConfigError } from './config';

export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|off|no|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => {
    try {
      proxyaddr.compile(entry);
      return false;
    } catch {
      return true;
    }
  });
  if (bad.length > 0 || list.length === 0) {
    throw new LeadConfigError(
      `TRUST_PROXY=${raw}: expected off, a hop count (1) or proxy addresses/CIDRs (10.0.0.0/8, 127.0.0.1, loopback); not understood: ${bad.join(', ')}`,
    );
  }
  return list;
}

/** The trust test proxy-addr applies to each hop, nearest first. */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyaddr.compile(trust);
}

/** The client's address of a Node request under `trust` (what Fastify computes as request.ip). */
export const clientIp = (req: IncomingMessage, trust: TrustProxy) => proxyaddr(req, trustFunction(trust));
