import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createStorage } from '../plugins/storage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function series(group: string, kind: string, lang: string) {
  return t.db
    .selectFrom('videos as v')
    .innerJoin('product_groups as g', 'g.id', 'v.group_id')
    .select((eb) => [
      'v.id',
      'v.position',
      eb
        .selectFrom('checklist_items as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.video_id', '=', 'v.id')
        .as('items'),
      eb.selectFrom('quizzes as q').select('q.id').whereRef('q.video_id', '=', 'v.id').as('quiz'),
    ])
    .where('g.name', '=', group)
    .where('v.kind', '=', kind as 'pre_training')
    .where('v.lang_code', '=', lang)
    .orderBy('v.position')
    .execute();
}

describe('demo content', () => {
  it('gives the embroidery line at least 3 pre-training videos with checklists and a quiz, in en and es', async () => {
    for (const lang of ['en', 'es']) {
      const videos = await series('Embroidery Machines', 'pre_training', lang);
      expect(videos.length).toBeGreaterThanOrEqual(3);
      expect(videos.map((v) => v.position)).toEqual(videos.map((_, i) => i + 1));
      for (const v of videos) {
        expect(Number(v.items)).toBeGreaterThan(0);
        expect(v.quiz).not.toBeNull();
      }
    }
  });

  it('has a separate vision DTG series and post-training videos for the Ri 1000/2000 line', async () => {
    expect((await series('Vision DTG Printers', 'pre_training', 'es')).length).toBeGreaterThan(0);
    for (const lang of ['en', 'es'])
      expect((await series('Ri 1000/2000 DTG Printers', 'post_training', lang)).length).toBeGreaterThan(0);
  });

  it('gives the Ri 2000 a warranty PDF per language and the software line no Spanish content', async () => {
    const pdfs = await t.db
      .selectFrom('product_resources as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .innerJoin('uploaded_files as f', 'f.id', 'r.file_id')
      .select(['r.lang_code', 'f.content_type'])
      .where('p.name', '=', 'ri 2000 dtg printer')
      .where('r.kind', '=', 'post_training_resource')
      .execute();
    expect(pdfs.map((p) => p.lang_code).sort()).toEqual(['en', 'es']);
    expect(new Set(pdfs.map((p) => p.content_type))).toEqual(new Set(['application/pdf']));
    for (const kind of ['pre_training', 'training', 'post_training']) {
      expect(await series('Digitizing Software', kind, 'es')).toEqual([]);
    }
  });

  it('sets has_videos from the videos that exist', async () => {
    const products = await t.db.selectFrom('products').select(['name', 'has_videos']).orderBy('name').execute();
    expect(Object.fromEntries(products.map((p) => [p.name, p.has_videos]))).toMatchObject({
      'persona pro 1501': 1,
      'vision dtg printer': 1,
      'ri 2000 dtg printer': 1,
      'hoopmaster station': 0,
    });
  });

  it('puts every seeded file into the app storage, byte for byte as recorded', async () => {
    const files = await t.db.selectFrom('uploaded_files').select(['storage_key', 'size_bytes']).execute();
    expect(files.length).toBeGreaterThanOrEqual(6);
    const storage = createStorage(t.config);
    for (const f of files) expect(await storage.size(f.storage_key)).toBe(Number(f.size_bytes));
  });
});
