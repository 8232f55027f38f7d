/**
 * @jest-environment node
 */
/** TRUST_PROXY decides which address the rate limit counts: the socket's, or one named in X-Forwarded-For by a trusted proxy. */
import type { IncomingMessage } from 'node:http';
import { clientIp, parseTrustProxy } from '../../src/leads/trustProxy';

const request = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  }) as unknown as IncomingMessage;

test('off by default: a forged X-Forwarded-For changes nothing', () => {
  expect(parseTrustProxy(undefined)).toBe(false);
  expect(parseTrustProxy('off')).toBe(false);
  expect(clientIp(request('203.0.113.9', '198.51.100.1'), parseTrustProxy(undefined))).toBe('203.0.113.9');
});

test('a hop count believes that many proxies, nearest first', () => {
  const trust = parseTrustProxy('1');
  expect(trust).toBe(1);
  expect(clientIp(request('10.0.0.2', '198.51.100.1, 192.0.2.7'), trust)).toBe('192.0.2.7');
});

test('a CIDR list believes only proxies inside it', () => {
  const trust = parseTrustProxy('10.0.0.0/8, loopback');
  expect(clientIp(request('10.1.2.3', '192.0.2.7'), trust)).toBe('192.0.2.7');
  expect(clientIp(request('203.0.113.9', '192.0.2.7'), trust)).toBe('203.0.113.9');
});

test('a value that is neither names the variable', () => {
  expect(() => parseTrustProxy('the load balancer')).toThrow(/TRUST_PROXY=the load balancer: expected/);
});
