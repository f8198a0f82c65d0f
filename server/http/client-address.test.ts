import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientAddressReader } from './client-address';

/** A request as Node hands it over: the socket's address and the X-Forwarded-For header. */
const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('the client address rule (decision 156)', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    const of = clientAddressReader([]);
    expect(of(request('::ffff:10.1.2.3', '198.51.100.1'))).toBe('10.1.2.3');
    expect(of(request('2001:db8::1', '198.51.100.1'))).toBe('2001:db8::1');
    expect(of(undefined)).toBe('unknown');
  });

  it('reads X-Forwarded-For from the right past trusted proxies only', () => {
    const of = clientAddressReader(['10.0.0.0/8', '::1']);
    // The proxy appended what it saw; the left-most entry is the client's own claim.
    expect(of(request('10.0.0.5', '192.0.2.99, 203.0.113.7'))).toBe('203.0.113.7');
    // Two proxies of our own in a row.
    expect(of(request('::1', '203.0.113.7, 10.2.3.4'))).toBe('203.0.113.7');
    // A socket that is not a trusted proxy is the client, whatever it claims.
    expect(of(request('198.51.100.4', '203.0.113.7'))).toBe('198.51.100.4');
    // A trusted proxy without the header, or with garbage, is itself the last address known.
    expect(of(request('10.0.0.5'))).toBe('10.0.0.5');
    expect(of(request('10.0.0.5', 'onzin'))).toBe('10.0.0.5');
    expect(of(request('10.0.0.5', '[2001:db8::7]:4711'))).toBe('2001:db8::7');
  });

  it('refuses a TRUST_PROXY that is not a list of addresses or CIDR ranges at start', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ' }).trustedProxies).toEqual(['10.0.0.0/8', '::1']);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '' }).trustedProxies).toEqual([]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.nl', '10.0.0.1/8/2'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
