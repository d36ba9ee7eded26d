import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { productIdByName, signedInColleague } from '../../../test/training-fixtures.ts';
import { warrantyPdf } from './warranty-pdf.ts';

/** What poppler reads in a PDF: its text (pdftotext) or its information (pdfinfo). */
function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'op-pdf-'));
  try {
    writeFileSync(join(dir, 'w.pdf'), pdf);
    const args =
      tool === 'pdftotext' ? ['-enc', 'UTF-8', join(dir, 'w.pdf'), '-'] : ['-enc', 'UTF-8', join(dir, 'w.pdf')];
    return execFileSync(tool, args, { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const NAMES = [
  ['Polish', 'Łucja Zażółć'],
  ['Greek', 'Αλέξανδρος Παπαδόπουλος'],
  ['Japanese', '山田 花子'],
  ['Vietnamese', 'Nguyễn Thị Minh Khai'],
] as const;

describe('the warranty PDF of an owner whose name is in any script', () => {
  it.each(NAMES)('writes a %s name (%s) as text a reader can find and copy', async (_script, name) => {
    const pdf = await warrantyPdf({
      lang: 'en',
      product: 'Ri 2000 DTG Printer',
      owner: `${name}, Stitch & Thread Co.`,
    });
    const text = poppler('pdftotext', pdf);
    expect(text).toContain(`${name}, Stitch & Thread Co.`);
    expect(text).toContain('Humidity 45% to 80%.');
  });

  it('embeds only the glyphs it draws: a small file', async () => {
    const pdf = await warrantyPdf({
      lang: 'es',
      product: 'Ri 2000 DTG Printer',
      owner: '山田 花子, Łucja Zażółć, Αλέξανδρος',
    });
    expect(pdf.byteLength).toBeLessThan(120_000);
  });

  it('says its language and title, and asks readers to show the title', async () => {
    const pdf = await warrantyPdf({ lang: 'es', product: 'Ri 2000 DTG Printer', owner: 'Łucja Zażółć' });
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Title:\s+Condiciones de garantía de la Ri 1000\/2000$/m);
    const doc = await PDFDocument.load(pdf);
    expect(doc.catalog.lookup(PDFName.of('Lang'))?.toString()).toBe('(es)');
    expect(doc.catalog.getViewerPreferences()?.getDisplayDocTitle()).toBe(true);
  });
});

describe('GET /api/post-training/{id}/warranty.pdf for an owner named outside Windows-1252', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(NAMES)('answers 200 with the %s name in the file', async (_script, name) => {
    const ri = await productIdByName(t.db, 'ri 2000 dtg printer');
    const colleague = await signedInColleague(t);
    const [first, ...rest] = name.split(' ');
    await t.db
      .updateTable('customer_users')
      .set({ first_name: first!, last_name: rest.join(' ') || first! })
      .where('id', '=', colleague.id)
      .execute();
    const res = await t.app.inject({ url: `/api/post-training/${ri}/warranty.pdf`, headers: colleague.headers });
    expect(res.statusCode).toBe(200);
    expect(poppler('pdftotext', res.rawPayload)).toContain(name);
  });
});
