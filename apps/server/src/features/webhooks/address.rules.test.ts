import { describe, expect, it } from 'vitest';
import { hostPortOf, isPublicAddress, urlRefusal } from './address.rules.ts';

describe('which addresses a webhook may reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456:789a::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    '2001:db8::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('which URLs may receive webhooks', () => {
  const url = (text: string) => new URL(text);

  it('asks for https and public addresses, every one of them', () => {
    expect(urlRefusal(url('https://hooks.example.com/in'), ['93.184.216.34'], [])).toBeNull();
    expect(urlRefusal(url('http://hooks.example.com/in'), ['93.184.216.34'], [])).toBe('https');
    expect(urlRefusal(url('https://hooks.example.com/in'), ['93.184.216.34', '10.0.0.5'], [])).toBe('private');
    expect(urlRefusal(url('https://hooks.example.com/in'), [], [])).toBe('unresolved');
  });

  it('lets an allowed host:port use http and any address, and only that port', () => {
    const allowed = ['127.0.0.1:8080', 'erp.internal:443'];
    expect(urlRefusal(url('http://127.0.0.1:8080/hooks'), ['127.0.0.1'], allowed)).toBeNull();
    expect(urlRefusal(url('https://ERP.internal/hooks'), ['10.0.0.7'], allowed)).toBeNull();
    expect(urlRefusal(url('http://127.0.0.1:8081/hooks'), ['127.0.0.1'], allowed)).toBe('https');
    expect(urlRefusal(url('https://127.0.0.1:8081/hooks'), ['127.0.0.1'], allowed)).toBe('private');
  });

  it('names a URL by host and port, the scheme giving the port when none is written', () => {
    expect(hostPortOf(url('https://Hooks.Example.com/x'))).toBe('hooks.example.com:443');
    expect(hostPortOf(url('http://hooks.example.com/x'))).toBe('hooks.example.com:80');
    expect(hostPortOf(url('http://[::1]:9000/x'))).toBe('[::1]:9000');
  });
});
