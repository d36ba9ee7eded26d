import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { createHealthProbe, DB_CHECK_TTL_MS } from './health-probe.ts';

const db = createDatabase({ engine: 'sqlite', file: ':memory:' });
afterEach(() => vi.useRealTimers());

function written() {
  const res = { writeHead: vi.fn(), end: vi.fn() };
  return { res: res as unknown as ServerResponse, wrote: () => res.writeHead.mock.calls.length > 0 };
}
const request = (url: string, method = 'GET') => ({ url, method }) as IncomingMessage;

describe('the health probe', () => {
  it('has nothing to answer from until the database has been checked', () => {
    const probe = createHealthProbe(db);
    const { res, wrote } = written();
    expect(probe.recent()).toBeNull();
    expect(probe.answerIfHealthy(request('/api/health'), res)).toBe(false);
    expect(wrote()).toBe(false);
  });

  it('answers from a healthy check for one second, then asks for a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const probe = createHealthProbe(db);
    expect(await probe.check()).toBe(true);
    const { res } = written();
    expect(probe.answerIfHealthy(request('/api/health'), res)).toBe(true);
    vi.advanceTimersByTime(DB_CHECK_TTL_MS);
    expect(probe.recent()).toBeNull();
    expect(probe.answerIfHealthy(request('/api/health'), written().res)).toBe(false);
  });

  it('leaves to the router whatever is not the exact GET probe', async () => {
    const probe = createHealthProbe(db);
    await probe.check();
    for (const [url, method] of [
      ['/api/health?verbose=1', 'GET'],
      ['/api/health', 'HEAD'],
      ['/api/health/', 'GET'],
      ['/api/customer', 'GET'],
    ]) {
      const { res, wrote } = written();
      expect(probe.answerIfHealthy(request(url!, method), res)).toBe(false);
      expect(wrote()).toBe(false);
    }
  });

  it('stands aside once the app is closing, so the framework answers 503', async () => {
    const probe = createHealthProbe(db);
    await probe.check();
    probe.stop();
    expect(probe.answerIfHealthy(request('/api/health'), written().res)).toBe(false);
  });

  it('joins one database check however many probes ask at once', async () => {
    const probe = createHealthProbe(db);
    const spy = vi.spyOn(db, 'getExecutor');
    await Promise.all([probe.check(), probe.check(), probe.check()]);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
