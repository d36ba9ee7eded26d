import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from './helpers.ts';
import { axeFindings } from './a11y-helpers.ts';

/** The server's data directory for this run (e2e/playwright.config.ts). */
export const DATA_DIR = process.env.E2E_DATA_DIR!;

/** The product ids the demo seed gives the owner's machines (order of the catalog seed). */
export async function productIdByName(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.get('/api/products?per_page=50', { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { id: number; display_name: string }[] };
  return data.find((p) => p.display_name === name)!.id;
}

export async function customerToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Moves the page's video to `seconds` (as a viewer dragging the timeline would). */
export async function seek(page: Page, seconds: number | 'near-end'): Promise<void> {
  await page.locator('video').evaluate(async (video: HTMLVideoElement, at) => {
    if (video.readyState < 1) await new Promise((r) => video.addEventListener('loadedmetadata', r, { once: true }));
    video.currentTime = at === 'near-end' ? Math.max(0, video.duration - 0.4) : at;
  }, seconds);
}

/**
 * Moves a contact's quiz attempts `seconds` into the past in the run's database, as if the wait after
 * a failed attempt had run: quicker than sleeping through it, and no door in the app to do it.
 */
export function ageQuizAttempts(email: string, seconds: number): void {
  const db = new Database(join(DATA_DIR, 'portal.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `update quiz_attempts set created_at = ?
       where customer_user_id = (select id from customer_users where lower(email) = lower(?))`,
    ).run(new Date(Date.now() - seconds * 1000).toISOString(), email);
  } finally {
    db.close();
  }
}

/** Answers a quiz question by its visible labels (radio or checkboxes). */
export async function answer(quiz: Locator, question: string, answers: string[]): Promise<void> {
  const group = quiz.getByRole('radiogroup', { name: question }).or(quiz.getByRole('group', { name: question }));
  for (const label of answers) await group.getByLabel(label, { exact: true }).check();
}

/** The .eml files in the server's outbox that were sent to `to`, decoded enough to read. */
export function mailsTo(to: string): string[] {
  const dir = join(DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}`))
    .map((eml) =>
      Buffer.from(
        eml
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

/** The text of a PDF file, as poppler's pdftotext reads it. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/**
 * No serious or critical axe violations in the screen's own content (the main region, and an open
 * dialog). The shell around it is checked by the shell's specs; under axe 4.14 its account-menu
 * button trips label-content-name-mismatch, which is the shell's to fix.
 */
export async function expectScreenAxeClean(page: Page): Promise<void> {
  const dialog = (await page.getByRole('dialog').count()) > 0;
  const scan = { include: dialog ? '[role="dialog"]' : 'main', worst: 'serious', rules: 'wcag' } as const;
  expect(await axeFindings(page, scan)).toEqual([]);
}
