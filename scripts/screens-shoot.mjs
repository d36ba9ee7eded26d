// Screenshots of the owner's screens for docs/screens/ (the before/after pairs of a redesign).
// Usage: node scripts/screens-shoot.mjs BASE_URL SUFFIX [path ...]
//   e.g. node scripts/screens-shoot.mjs http://127.0.0.1:3000 after /schedules /post-training /transactions
// Signs in as the demo owner, skips the first-time question, and writes
// docs/screens/<screen>-<width>-<lang>-<SUFFIX>.png: the viewport only (1280×800 and 375×812), so the
// files stay small. The language is the account's: EMAIL=<a Spanish contact> LANGS=es for Spanish.
/* global fetch, sessionStorage, localStorage -- Node 20's fetch; the storages are the page's, inside evaluate() */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';

const [base, suffix, ...asked] = process.argv.slice(2);
if (!base || !suffix) throw new Error('usage: screens-shoot.mjs BASE_URL SUFFIX [path ...]');
const paths = asked.length ? asked : ['/schedules', '/post-training', '/transactions'];
const langs = (process.env.LANGS ?? 'en').split(',');
const out = new URL('../docs/screens/', import.meta.url);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const reply = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: process.env.EMAIL ?? 'owner@demo.test', password: 'portal-demo-2026' }),
});
const { access_token: token } = await reply.json();
for (const lang of langs) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ]) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${base}/api/health`);
    await page.evaluate((t) => {
      sessionStorage.setItem('owner-portal.token', t);
      localStorage.setItem('owner-portal.first-time-done', '1');
    }, token);
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const name = path.replace(/^\//, '').replace(/\//g, '-') || 'dashboard';
      await page.screenshot({ path: new URL(`${name}-${width}-${lang}-${suffix}.png`, out).pathname });
    }
    await page.close();
  }
}
await browser.close();
