import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';
import { productIdByName, signedInColleague, videoByTitle } from '../../../test/training-fixtures.ts';

let t: TestApp;
let ri: number;
let persona: number;
beforeAll(async () => {
  t = await createTestApp();
  ri = await productIdByName(t.db, 'ri 2000 dtg printer');
  persona = await productIdByName(t.db, 'persona pro 1501');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'op-pdf-'));
  try {
    writeFileSync(join(dir, 'w.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'w.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('GET /api/post-training', () => {
  it('lists the products with post-training content in the language, the Ri with its warranty gate', async () => {
    const { headers } = await signedInColleague(t);
    const res = await call(headers, 'GET', '/api/post-training?lang_code=en');
    expect(res.statusCode).toBe(200);
    const riState = res.json().data.find((s: { product_id: number }) => s.product_id === ri);
    expect(riState).toMatchObject({
      warranty_required: true,
      warranty_confirmed_at: null,
      videos_total: 2,
      resources_total: 1,
    });
  });

  it('is open to subsidiary 3 (only pre-training is refused there)', async () => {
    const eu = (await signIn(t.app, 'eu.owner@demo.test')).headers;
    expect((await call(eu, 'GET', '/api/post-training')).statusCode).toBe(200);
  });
});

describe('the Ri 1000/2000 warranty gate', () => {
  it('refuses the post-training resources until the warranty list is confirmed, then shows them', async () => {
    const colleague = await signedInColleague(t);
    const url = `/api/products/${ri}?include=post_training_resources&lang_code=en`;
    const refused = await call(colleague.headers, 'GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Confirm the warranty list before opening the post-training videos and resources.',
    });

    const unticked = await call(colleague.headers, 'POST', `/api/post-training/${ri}/warranty`, { confirmed: false });
    expect(unticked.statusCode).toBe(422);
    const confirmed = await call(colleague.headers, 'POST', `/api/post-training/${ri}/warranty`, { confirmed: true });
    expect(confirmed.statusCode).toBe(200);
    const at = confirmed.json().data.warranty_confirmed_at;
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const resources = (await call(colleague.headers, 'GET', url)).json().data.post_training_resources;
    expect(resources).toEqual([
      { id: expect.any(Number), title: 'Warranty checklist (PDF)', url: expect.stringMatching(/^\/api\/files\//) },
    ]);
    const again = await call(colleague.headers, 'POST', `/api/post-training/${ri}/warranty`, { confirmed: true });
    expect(again.json().data.warranty_confirmed_at).toBe(at);

    const admin = (await signInStaff(t.app, 'admin')).headers;
    const seen = await call(admin, 'GET', `/api/admin/customer_users/${colleague.id}/training`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.warranty_confirmations).toEqual([
      { product_id: ri, display_name: 'Ri 2000 DTG Printer', confirmed_at: at },
    ]);
  });

  it('closes the Ri post-training videos until the warranty list is confirmed, then opens them to play', async () => {
    const { headers } = await signedInColleague(t);
    const video = await videoByTitle(t.db, 'Daily maintenance in five minutes');
    const gate = { message: 'Confirm the warranty list before opening the post-training videos and resources.' };
    const list = `/api/products/${ri}?include=post_training_videos&lang_code=en`;
    const calls = [
      () => call(headers, 'GET', list),
      () => call(headers, 'GET', `/api/videos/${video.id}/checklists?lang_code=en`),
      () => call(headers, 'GET', `/api/videos/${video.id}/checklists-customer`),
      () => call(headers, 'POST', `/api/videos/${video.id}`, { time: 2, complete: false }),
    ];
    for (const before of calls) {
      const res = await before();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(gate);
    }

    await call(headers, 'POST', `/api/post-training/${ri}/warranty`, { confirmed: true });
    for (const after of calls) expect((await after()).statusCode).toBe(200);
    const videos = (await call(headers, 'GET', list)).json().data.post_training_videos;
    expect(videos.map((v: { title: string }) => v.title)).toEqual([
      'Daily maintenance in five minutes',
      'Cleaning the encoder strip',
    ]);
    for (const v of videos) {
      for (const url of [v.source.url, v.poster]) {
        expect(url).toMatch(/^\/api\/files\/demo\/[\w.-]+\?exp=\d+&sig=[\w-]+$/);
        expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-15' } })).statusCode).toBe(206);
      }
    }
  });

  it('has nothing to confirm for a product without a warranty list', async () => {
    const { headers } = await signedInColleague(t);
    const res = await call(headers, 'POST', `/api/post-training/${persona}/warranty`, { confirmed: true });
    expect(res.statusCode).toBe(422);
    expect((await call(headers, 'GET', `/api/post-training/${persona}/warranty.pdf`)).statusCode).toBe(404);
  });

  it("answers 404 for another company's Ri", async () => {
    const other = (await signIn(t.app, 'other.owner@demo.test')).headers;
    expect((await call(other, 'POST', `/api/post-training/${ri}/warranty`, { confirmed: true })).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/post-training/${ri}/warranty.pdf`)).statusCode).toBe(404);
  });
});

describe('GET /api/post-training/{id}/warranty.pdf', () => {
  it("is a real PDF of the seven warranty lines in the owner's language", async () => {
    const { headers } = await signedInColleague(t, { lang_code: 'es' });
    const res = await call(headers, 'GET', `/api/post-training/${ri}/warranty.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="warranty-es.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Condiciones de garantía de la Ri 1000/2000');
    expect(text).toContain('Humedad del 45% al 80%.');
    expect(text).toContain('Llénela con limpiador si va a estar apagada más de 12 horas.');

    const en = pdfText((await call(headers, 'GET', `/api/post-training/${ri}/warranty.pdf?lang_code=en`)).rawPayload);
    for (const line of [
      'Humidity 45% to 80%.',
      'Temperature 61F to 90F.',
      'Cartridges at 5% or more.',
      'Platen height 0-2 dressed, or at most 4 undressed.',
      'Clean the encoder strip weekly or every 30 prints.',
      'Nozzle check daily.',
      'Fill with cleaner if off for more than 12 hours.',
    ])
      expect(en).toContain(line);
  });
});

describe('GET /api/admin/customer_users/{id}/training', () => {
  it("shows staff a contact's pre-training acknowledgement and progress", async () => {
    const colleague = await signedInColleague(t);
    await call(colleague.headers, 'POST', `/api/training/${persona}/acknowledge`, { acknowledged: true });
    const service = (await signInStaff(t.app, 'service')).headers;
    const { data } = (await call(service, 'GET', `/api/admin/customer_users/${colleague.id}/training`)).json();
    expect(data.pretraining).toEqual([
      {
        product_id: persona,
        display_name: 'Persona PRO 1501 Embroidery Machine',
        acknowledged_at: expect.any(String),
        finished_at: null,
        videos_total: expect.any(Number),
        videos_complete: 0,
        quizzes_total: expect.any(Number),
        quizzes_passed: 0,
      },
    ]);
    expect(data.pretraining[0].videos_total).toBeGreaterThan(0);
    expect((await call(service, 'GET', '/api/admin/customer_users/999999/training')).statusCode).toBe(404);
  });
});
