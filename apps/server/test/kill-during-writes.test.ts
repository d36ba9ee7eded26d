import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { copyTemplate, type TestDatabase } from './app.ts';
import { startServer } from './server-child.ts';

const CREATIONS = 100;
/** Killed once this many contacts were answered: the rest are still queued, reading or writing. */
const KILL_AFTER = 10;
const DOMAIN = 'kill-nine.test';

const dir = mkdtempSync(join(tmpdir(), 'op-kill-'));
let database: TestDatabase;

beforeAll(async () => {
  database = await copyTemplate(dir);
});
afterAll(async () => {
  await database.db.destroy();
  // The killed server's connections may take a moment to be noticed by PostgreSQL.
  for (let attempt = 0; ; attempt++) {
    try {
      await database.drop();
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Fires every creation at once and kills the server (SIGKILL) as the KILL_AFTER-th is answered; resolves with the emails answered 201. */
async function createContactsAndKill(child: ChildProcess, origin: string, token: string) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const answered: string[] = [];
  const create = async (i: number) => {
    const email = `crash.${i}@${DOMAIN}`;
    const res = await fetch(`${origin}/api/admin/customer_users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Kim', last_name: `Crash ${i}`, email, phone: '+1 (407) 555-0100' }),
    });
    // The reply is written after the commit: a 201 is a contact that must have survived.
    if (res.status === 201) answered.push(email);
    if (answered.length === KILL_AFTER) child.kill('SIGKILL');
    await res.arrayBuffer();
  };
  await Promise.allSettled(Array.from({ length: CREATIONS }, (_, i) => create(i)));
  child.kill('SIGKILL'); // in case fewer than KILL_AFTER were answered: the test then fails, not hangs
  await exited;
  return answered;
}

describe('a write, its audit entries and its jobs commit together (decision 091)', { timeout: 150_000 }, () => {
  it('after kill -9 during 100 parallel contact creations, every contact has its audit entries and its invite job, and nothing else was left', async () => {
    const { db } = database;
    const queue = createJobQueue(db, console, { workers: false });
    const invitedId = (job: { data: unknown }) => (job.data as { customer_user_id: number }).customer_user_id;
    const seeded = new Set((await queue.list('contacts.invite')).map((j) => j.id));
    const lastAudit = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const { target } = database;
    const { child, origin } = await startServer({
      DATA_DIR: dir,
      DATABASE_URL: target.engine === 'sqlite' ? `sqlite:${target.file}` : target.url,
    });
    const login = await fetch(`${origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };

    const answered = await createContactsAndKill(child, origin, access_token);

    const contacts = await db
      .selectFrom('customer_users')
      .select(['id', 'email'])
      .where('email', 'like', `%@${DOMAIN}`)
      .execute();
    const audits = await db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('id', '>', Number(lastAudit.id ?? 0))
      .orderBy('id')
      .execute();
    const jobs = (await queue.list('contacts.invite')).filter((j) => !seeded.has(j.id));

    // The kill landed mid-way: some contacts were answered, some requests never were.
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.length).toBeLessThan(CREATIONS);
    expect(contacts.map((c) => c.email)).toEqual(expect.arrayContaining(answered));
    const ids = contacts.map((c) => c.id).sort((a, b) => a - b);
    const auditedAs = (action: string) =>
      audits
        .filter((a) => a.action === action)
        .map((a) => a.subject_id!)
        .sort((a, b) => a - b);
    expect(auditedAs('contact.create')).toEqual(ids);
    expect(auditedAs('contact.invite')).toEqual(ids);
    expect(audits).toHaveLength(2 * ids.length);
    expect(jobs.map(invitedId).sort((a, b) => a - b)).toEqual(ids);
  });
});
