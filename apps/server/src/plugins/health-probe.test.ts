import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { CHECK_TIMEOUT_MS, CHECK_TTL_MS, createHealthProbe } from './health-probe.ts';
import { localStorage, type Storage } from './storage.ts';

const db = createDatabase({ engine: 'sqlite', file: ':memory:' });
const dir = mkdtempSync(join(tmpdir(), 'op-probe-'));
const storage = localStorage(join(dir, 'uploads'));
afterEach(() => vi.useRealTimers());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probeOf = (over: { storage?: Storage } = {}) => createHealthProbe({ db, storage, version: '1.2.3', ...over });

function written() {
  const res = { writeHead: vi.fn(), end: vi.fn() };
  return {
    res: res as unknown as ServerResponse,
    wrote: () => res.writeHead.mock.calls.length > 0,
    body: () => res.end.mock.calls[0]?.[0] as string | undefined,
  };
}
const request = (url: string, method = 'GET') => ({ url, method }) as IncomingMessage;

describe('the health probe', () => {
  it('has nothing to answer /api/health or readiness from until the checks have run', () => {
    const probe = probeOf();
    expect(probe.recent()).toBeNull();
    for (const url of ['/api/health', '/api/health/ready']) {
      const { res, wrote } = written();
      expect(probe.answerIfHealthy(request(url), res)).toBe(false);
      expect(wrote()).toBe(false);
    }
  });

  it('answers liveness at once, with the version, whatever the checks and even once stopped', () => {
    const probe = probeOf();
    probe.stop();
    const { res, body } = written();
    expect(probe.answerIfHealthy(request('/api/health/live'), res)).toBe(true);
    expect(JSON.parse(body()!)).toEqual({ status: 'ok', version: '1.2.3', checks: {} });
  });

  it('answers from a healthy check for one second, then asks for a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const probe = probeOf();
    expect(await probe.check()).toEqual({ database: true, storage: true });
    const ready = written();
    expect(probe.answerIfHealthy(request('/api/health'), written().res)).toBe(true);
    expect(probe.answerIfHealthy(request('/api/health/ready'), ready.res)).toBe(true);
    expect(JSON.parse(ready.body()!)).toEqual({
      status: 'ok',
      version: '1.2.3',
      checks: { database: 'ok', storage: 'ok' },
    });
    vi.advanceTimersByTime(CHECK_TTL_MS);
    expect(probe.recent()).toBeNull();
    expect(probe.answerIfHealthy(request('/api/health/ready'), written().res)).toBe(false);
  });

  it('counts storage the uploads cannot be written to as failed, and leaves readiness to the route', async () => {
    const blocked = join(dir, 'not-a-folder');
    writeFileSync(blocked, '');
    const probe = probeOf({ storage: localStorage(blocked) });
    expect(await probe.check()).toEqual({ database: true, storage: false });
    expect(probe.answerIfHealthy(request('/api/health/ready'), written().res)).toBe(false);
    // The database alone answers the old probe, as before.
    expect(probe.answerIfHealthy(request('/api/health'), written().res)).toBe(true);
  });

  it('counts a check that hangs as failed once its time is up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hanging: Storage = { ...storage, check: () => new Promise(() => {}) };
    const results = probeOf({ storage: hanging }).check();
    await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
    expect(await results).toEqual({ database: true, storage: false });
  });

  it('leaves to the router whatever is not an exact GET probe', async () => {
    const probe = probeOf();
    await probe.check();
    for (const [url, method] of [
      ['/api/health?verbose=1', 'GET'],
      ['/api/health', 'HEAD'],
      ['/api/health/', 'GET'],
      ['/api/health/ready?x=1', 'GET'],
      ['/api/customer', 'GET'],
    ]) {
      const { res, wrote } = written();
      expect(probe.answerIfHealthy(request(url!, method), res)).toBe(false);
      expect(wrote()).toBe(false);
    }
  });

  it('stands aside for /api/health and readiness once shutdown begins, so the routes answer 503', async () => {
    const probe = probeOf();
    await probe.check();
    probe.stop();
    expect(probe.answerIfHealthy(request('/api/health'), written().res)).toBe(false);
    expect(probe.answerIfHealthy(request('/api/health/ready'), written().res)).toBe(false);
  });

  it('joins one round of checks however many probes ask at once', async () => {
    const probe = probeOf();
    const spy = vi.spyOn(db, 'getExecutor');
    const check = vi.spyOn(storage, 'check');
    await Promise.all([probe.check(), probe.check(), probe.check()]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
