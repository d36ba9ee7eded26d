import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoDetailReply, videoList } from '@owner-portal/contract/training/admin-videos';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { demoClipId } from '../../../test/training-fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let embroidery: number;
let hooping: number;
let clipId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  const group = (name: string) =>
    t.db.selectFrom('product_groups').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  embroidery = (await group('Embroidery Machines')).id;
  hooping = (await group('Hooping Systems')).id;
  clipId = await demoClipId(t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

const quiz = {
  pass_mark_percent: 60,
  questions: [
    { text: 'Pick one', answers: [{ text: 'Right', is_correct: true }, { text: 'Wrong' }] },
    {
      text: 'Pick several',
      multiple: true,
      answers: [{ text: 'A', is_correct: true }, { text: 'B', is_correct: true }, { text: 'C' }],
    },
  ],
};

describe('GET /api/admin/pre-training', () => {
  it('lists a series in one language, in position order, with checklist and quiz flags', async () => {
    const res = await call('GET', `/api/admin/pre-training?group_id=${embroidery}&lang_code=es`);
    const body = videoList.parse(res.json());
    expect(body.meta.pagination.per_page).toBe(100);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(
      body.data.every((v) => v.lang_code === 'es' && v.kind === 'pre_training' && v.has_quiz && v.checklist_count > 0),
    ).toBe(true);
    expect(body.data.map((v) => v.position)).toEqual([...body.data.map((v) => v.position)].sort((a, b) => a - b));
    // Staff who read the video get its file's signed URL (decision 112).
    const source = body.data[0]!.source_file!.url;
    expect(source).toMatch(/^\/api\/files\/demo\/clip-hooping\.mp4\?exp=\d+&sig=[\w-]+$/);
    expect((await t.app.inject({ method: 'HEAD', url: source })).statusCode).toBe(200);
  });

  it('without a series, keeps each series together (by name) in position order', async () => {
    const body = videoList.parse((await call('GET', '/api/admin/pre-training?lang_code=en')).json());
    const series = body.data.map((v) => v.group_name);
    expect(new Set(series).size).toBeGreaterThan(1);
    expect(series).toEqual([...series].sort((a, b) => a.localeCompare(b)));
    for (const name of new Set(series)) {
      const positions = body.data.filter((v) => v.group_name === name).map((v) => v.position);
      expect(positions, name).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(body.meta.pagination.total).toBe(body.data.length);
  });

  it('answers an empty list for a series with no Spanish content', async () => {
    const software = await t.db
      .selectFrom('product_groups')
      .select('id')
      .where('name', '=', 'Digitizing Software')
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/api/admin/pre-training?group_id=${software.id}&lang_code=es`)).json().data).toEqual([]);
  });
});

describe('/api/admin/{pre-training|training-videos|post-training-videos}/{id}', () => {
  it('creates a video with checklist and quiz, reads it in its language only, edits and deletes it; has_videos follows', async () => {
    const created = await call('POST', '/api/admin/post-training-videos', {
      group_id: hooping,
      lang_code: 'es',
      title: 'Mantenimiento de la estación',
      position: 1,
      duration_seconds: 6,
      source_file_id: clipId,
      checklist: ['Limpiar', 'Revisar'],
      quiz,
    });
    expect(created.statusCode).toBe(201);
    const video = videoDetailReply.parse(created.json()).data;
    expect(video).toMatchObject({
      kind: 'post_training',
      checklist: [{ text: 'Limpiar' }, { text: 'Revisar' }],
      quiz: { pass_mark_percent: 60 },
    });
    expect(video.quiz!.questions[1]!.answers.filter((a) => a.is_correct)).toHaveLength(2);
    const hoopMaster = () =>
      t.db
        .selectFrom('products')
        .select('has_videos')
        .where('name', '=', 'hoopmaster station')
        .executeTakeFirstOrThrow();
    expect((await hoopMaster()).has_videos).toBe(1);

    expect((await call('GET', `/api/admin/post-training-videos/${video.id}?lang_code=es`)).json().data.title).toBe(
      'Mantenimiento de la estación',
    );
    expect((await call('GET', `/api/admin/post-training-videos/${video.id}?lang_code=en`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/pre-training/${video.id}`)).statusCode).toBe(404);

    const edited = await call('PUT', `/api/admin/post-training-videos/${video.id}`, {
      group_id: hooping,
      lang_code: 'es',
      title: 'Mantenimiento',
      position: 2,
      source_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      checklist: ['Revisar', 'Limpiar', 'Guardar'],
      quiz: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: 'Mantenimiento',
      source_file: null,
      has_quiz: false,
      quiz: null,
      checklist_count: 3,
    });
    expect(edited.json().data.checklist.map((c: { text: string }) => c.text)).toEqual([
      'Revisar',
      'Limpiar',
      'Guardar',
    ]);

    expect((await call('DELETE', `/api/admin/post-training-videos/${video.id}`)).statusCode).toBe(204);
    expect((await hoopMaster()).has_videos).toBe(0);
    expect((await auditTrail(t.db, 'video', video.id)).map((a) => a.action)).toEqual([
      'video.create',
      'video.update',
      'video.delete',
    ]);
  });

  it('names the 422 fields: source, quiz answers, series', async () => {
    const base = { group_id: embroidery, lang_code: 'en', title: 'T', position: 1 };
    const noSource = await call('POST', '/api/admin/training-videos', base);
    expect(noSource.json().errors).toEqual({
      source_url: ['Give either an uploaded video or a YouTube/Vimeo URL, not both.'],
    });
    const badUrl = await call('POST', '/api/admin/training-videos', {
      ...base,
      source_url: 'https://evil.example/v.mp4',
    });
    expect(badUrl.json().errors).toMatchObject({ source_url: ['The source url must be a YouTube or Vimeo address.'] });
    const twoRight = await call('POST', '/api/admin/training-videos', {
      ...base,
      source_file_id: clipId,
      quiz: {
        pass_mark_percent: 50,
        questions: [
          {
            text: 'Q',
            answers: [
              { text: 'a', is_correct: true },
              { text: 'b', is_correct: true },
            ],
          },
        ],
      },
    });
    expect(twoRight.json().errors).toEqual({
      'quiz.questions.0.answers': ['A single-choice question needs exactly one correct answer.'],
    });
    const blank = await call('POST', '/api/admin/training-videos', {
      lang_code: 'en',
      position: 1,
      source_file_id: clipId,
    });
    expect(blank.json().errors).toMatchObject({ title: ['Title is required.'], group_id: ['Group id is required.'] });
    const unknown = await call('POST', '/api/admin/training-videos', {
      ...base,
      group_id: 99999,
      poster_file_id: clipId,
      source_file_id: clipId,
    });
    expect(unknown.json().errors).toEqual({
      group_id: ['The selected series does not exist.'],
      poster_file_id: ['The poster must be an uploaded image.'],
    });
  });
});

describe('admin/groups, group-categories, machine-type, template', () => {
  it('pages series and categories 100 at a time, machine types and templates 1000', async () => {
    for (const [path, size] of [
      ['groups', 100],
      ['group-categories', 100],
      ['machine-type', 1000],
      ['template', 1000],
    ] as const) {
      const res = await call('GET', `/api/admin/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().meta.pagination.per_page, path).toBe(size);
      expect(res.json().data.length, path).toBeGreaterThan(0);
    }
  });

  it('adds a series, renames it with a new category (new_category_name), and deletes it; a series in use is refused', async () => {
    const created = await call('POST', '/api/admin/groups', {
      name: 'Laser Engravers',
      required: 1,
      has_training: true,
      requires_rep_approval: 0,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const edited = await call('PUT', `/api/admin/groups/${id}`, { name: 'Laser Engravers', new_category_name: 'Lasers' });
    expect(edited.json().data).toMatchObject({ category_name: 'Lasers', required: false });
    expect((await call('DELETE', `/api/admin/groups/${id}`)).statusCode).toBe(204);
    const trail = await auditTrail(t.db, 'product_group', id);
    expect(trail.map((a) => a.action)).toEqual(['group.create', 'group.update', 'group.delete']);
    expect(trail.every((a) => a.actor_kind === 'staff')).toBe(true);
    const used = await call('DELETE', `/api/admin/groups/${embroidery}`);
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toMatch(/^This series is still used by \d+ products?\.$/);
    expect(await auditTrail(t.db, 'product_group', embroidery)).toEqual([]);
  });

  it('refuses a series category_name that names no category (a typo makes none); an existing name or a new_category_name is taken', async () => {
    const categories = async () =>
      (await t.db.selectFrom('group_categories').select('name').execute()).map((c) => c.name).sort();
    const before = await categories();
    const typo = await call('POST', '/api/admin/groups', { name: 'Typo Series', category_name: 'Machnes' });
    expect(typo.statusCode).toBe(422);
    expect(typo.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { category_name: ['No category has this name: choose one from the list, or add it as a new category.'] },
    });
    expect(await categories()).toEqual(before);
    expect(await t.db.selectFrom('product_groups').select('id').where('name', '=', 'Typo Series').execute()).toEqual([]);

    const existing = await call('POST', '/api/admin/groups', { name: 'Known Series', category_name: before[0] });
    expect(existing.statusCode).toBe(201);
    expect(existing.json().data.category_name).toBe(before[0]);
    const made = await call('POST', '/api/admin/groups', { name: 'New Series', new_category_name: 'Heat Presses' });
    expect(made.json().data.category_name).toBe('Heat Presses');
    expect(await categories()).toEqual([...before, 'Heat Presses'].sort());
    // Asked twice, the new category is made once.
    await call('POST', '/api/admin/groups', { name: 'Newer Series', new_category_name: 'Heat Presses' });
    expect(await categories()).toEqual([...before, 'Heat Presses'].sort());
  });

  it('keeps machine types and categories in use, and validates templates', async () => {
    const dtg = await t.db.selectFrom('machine_types').select('id').where('name', '=', 'DTG').executeTakeFirstOrThrow();
    expect((await call('DELETE', `/api/admin/machine-type/${dtg.id}`)).json().message).toMatch(
      /^This machine type is still used by \d+ products\.$/,
    );
    const type = await call('POST', '/api/admin/machine-type', { name: 'Laser' });
    expect(
      (await call('PUT', `/api/admin/machine-type/${type.json().data.id}`, { name: 'Laser engraver' })).json().data
        .name,
    ).toBe('Laser engraver');
    const bad = await call('POST', '/api/admin/template', {
      name: 'X',
      topic: 'Y',
      type: 'webinar',
      duration_minutes: 5,
      capacity: 0,
      lang_code: 'fr',
    });
    expect(bad.json().errors).toEqual({
      type: ['The type must be online, onsite or showroom.'],
      duration_minutes: ['Duration minutes must be at least 15.'],
      capacity: ['Capacity must be at least 1.'],
      lang_code: ['The selected lang code is invalid.'],
    });
    const template = await call('POST', '/api/admin/template', {
      name: 'Laser basics',
      topic: 'Setup',
      type: 'online',
      duration_minutes: 60,
      capacity: 5,
      lang_code: 'en',
      class_link: 'https://meet.example.com/laser',
    });
    expect(template.statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/template/${template.json().data.id}`)).statusCode).toBe(204);
  });
});
