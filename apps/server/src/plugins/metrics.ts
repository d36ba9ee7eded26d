import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats, type Db } from '../db/database.ts';
import type { JobCount, JobQueue } from '../jobs/job-types.ts';
import { apiNotFound } from './errors.ts';

/** What features count; they reach it through the app context. */
export interface Metrics {
  /** A sign-in refused by the throttle (429) before its password was checked. */
  signInThrottled(kind: 'customer' | 'staff'): void;
}

interface MetricsSources {
  /** METRICS_TOKEN: unset, GET /metrics answers 404 to everyone. */
  token: string | undefined;
  db: Db;
  jobs: JobQueue;
}

/** The job states an operator watches, as the gauge names them. */
const JOB_STATES: Record<JobCount['state'], 'queued' | 'running' | 'failed'> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  failed: 'failed',
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper holding `Authorization: Bearer
 * <METRICS_TOKEN>`; anyone else gets the API's 404, as if there were no such page (decision 099).
 * Each app has its own registry: tests build many apps in one process.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  const registry = new Registry();
  const signInThrottled = new Counter({
    name: 'portal_sign_in_throttled_total',
    help: 'Sign-ins refused by the throttle (too many failures for an account or from an address)',
    labelNames: ['kind'],
    registers: [registry],
  });
  for (const kind of ['customer', 'staff']) signInThrottled.inc({ kind }, 0);
  const metrics: Metrics = { signInThrottled: (kind) => signInThrottled.inc({ kind }) };

  const expected = sources.token === undefined ? undefined : digest(`Bearer ${sources.token}`);
  app.get('/metrics', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async (request, reply) => {
    // Digests have one length, so the comparison takes the same time whatever the header holds.
    const header = request.headers.authorization;
    if (!expected || header === undefined || !timingSafeEqual(digest(header), expected)) return apiNotFound(reply);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  if (!expected) return metrics;

  // Only while metrics are served: the event-loop monitor and the per-request timing cost something.
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the reply, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, not the path, so ids do not make a series each; every unknown path is one series.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { route, method: request.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  if (poolStats(sources.db)) registerPoolGauges(registry, sources.db);
  registerJobGauge(app, registry, sources.jobs);
  return metrics;
}

/** PostgreSQL only: SQLite is one synchronous connection, which no query ever waits for. */
function registerPoolGauges(registry: Registry, db: Db) {
  new Gauge({
    name: 'portal_db_pool_connections_in_use',
    help: 'PostgreSQL connections lent to a query or transaction',
    registers: [registry],
    collect() {
      this.set(poolStats(db)?.inUse ?? 0);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a free PostgreSQL connection',
    registers: [registry],
    collect() {
      this.set(poolStats(db)?.waiting ?? 0);
    },
  });
}

function registerJobGauge(app: FastifyInstance, registry: Registry, jobs: JobQueue) {
  new Gauge({
    name: 'portal_jobs',
    help: 'Jobs queued (waiting or to be retried), running, and failed for good, by kind',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      let counts: JobCount[];
      try {
        counts = await jobs.counts();
      } catch (err) {
        // A scrape while the database is down still reports the process; the gauge is left empty.
        app.log.warn({ err }, 'job counts not read for the metrics');
        return;
      }
      for (const kind of new Set(counts.map((c) => c.name))) {
        for (const state of new Set(Object.values(JOB_STATES))) this.set({ kind, state }, 0);
      }
      for (const { name, state, count } of counts) this.inc({ kind: name, state: JOB_STATES[state] }, count);
    },
  });
}
