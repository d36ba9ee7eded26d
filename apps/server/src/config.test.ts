import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/op-config-test' };

describe('configuration from the environment', () => {
  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/portal' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['SMTP_URL', { SMTP_URL: 'not a url' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SEED_DEMO', { SEED_DEMO: 'sometimes' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'too-short' }],
    ['WEBHOOK_ALLOWED_HOSTS', { WEBHOOK_ALLOWED_HOSTS: 'hooks.internal' }],
    ['WEBHOOK_ALLOWED_HOSTS', { WEBHOOK_ALLOWED_HOSTS: 'hooks.internal:8443,https://other:443' }],
    ['WEBHOOK_ALLOWED_HOSTS', { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:70000' }],
    ['SHUTDOWN_GRACE_MS', { SHUTDOWN_GRACE_MS: '-1' }],
    ['SHUTDOWN_GRACE_MS', { SHUTDOWN_GRACE_MS: 'soon' }],
    ['DATABASE_POOL_MAX', { DATABASE_POOL_MAX: '0' }],
    ['DATABASE_POOL_MAX', { DATABASE_POOL_MAX: 'ten' }],
    ['DATABASE_CONNECT_TIMEOUT_MS', { DATABASE_CONNECT_TIMEOUT_MS: '5s' }],
    ['DATABASE_CONNECT_TIMEOUT_MS', { DATABASE_CONNECT_TIMEOUT_MS: '2.5' }],
    ['DATABASE_STATEMENT_TIMEOUT_MS', { DATABASE_STATEMENT_TIMEOUT_MS: '-1' }],
    ['API_KEY_REQUESTS_PER_MINUTE', { API_KEY_REQUESTS_PER_MINUTE: '0' }],
  ])('a bad %s stops start-up with one line naming it', (name, env) => {
    let error: unknown;
    try {
      loadConfig({ ...base, ...env });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it('defaults to port 3000 and an SQLite file under DATA_DIR', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ engine: 'sqlite', file: '/tmp/op-config-test/portal.sqlite' });
    expect(config.outboxDir).toBe('/tmp/op-config-test/outbox');
  });

  it('keeps serving 5 s after SIGTERM unless SHUTDOWN_GRACE_MS says otherwise, 0 included', () => {
    expect(loadConfig(base).shutdownGraceMs).toBe(5000);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
  });

  it('names the release APP_VERSION gives, else leaves it to the build', () => {
    expect(loadConfig({ ...base, APP_VERSION: '2026.11.26' }).version).toBe('2026.11.26');
    expect(loadConfig(base).version).toBeUndefined();
  });

  it('reads WEBHOOK_ALLOWED_HOSTS as lower-case host:port entries, and none when unset', () => {
    const config = loadConfig({ ...base, WEBHOOK_ALLOWED_HOSTS: ' Hooks.Internal:8443, 127.0.0.1:9000,[::1]:80 ' });
    expect(config.webhookAllowedHosts).toEqual(['hooks.internal:8443', '127.0.0.1:9000', '[::1]:80']);
    expect(loadConfig(base).webhookAllowedHosts).toBeUndefined();
  });

  it('chooses PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ ...base, DATABASE_URL: 'postgres://me@db:5432/portal', PORT: '8080' });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://me@db:5432/portal' });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });
});

describe('empty variables', () => {
  it('keeps 10 PostgreSQL connections, waits 5 s for one and lets a statement run 30 s unless told otherwise', () => {
    expect(loadConfig(base).databasePool).toEqual({ max: 10, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 });
    const tuned = loadConfig({
      ...base,
      DATABASE_POOL_MAX: '40',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
    });
    expect(tuned.databasePool).toEqual({ max: 40, connectTimeoutMs: 2000, statementTimeoutMs: 0 });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true with one line saying what to set instead', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must not be true.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.1.2.3, fd00::/8', ['10.1.2.3', 'fd00::/8']],
  ])('reads %s as %j', (value, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
