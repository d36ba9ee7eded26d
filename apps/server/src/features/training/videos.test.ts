import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/sessions.ts';
import { productIdByName, signedInColleague, videoByTitle } from '../../../test/training-fixtures.ts';

let t: TestApp;
let persona: number;
let threading: { id: number; duration_seconds: number };
beforeAll(async () => {
  t = await createTestApp();
  persona = await productIdByName(t.db, 'persona pro 1501');
  threading = await videoByTitle(t.db, 'Threading the needles');
});
afterAll(() => t.close());

/** A colleague of the demo owner who has acknowledged the embroidery pre-training warning. */
async function readyColleague() {
  const colleague = await signedInColleague(t);
  const ack = await t.app.inject({
    method: 'POST',
    url: `/api/training/${persona}/acknowledge`,
    headers: colleague.headers,
    payload: { acknowledged: true },
  });
  expect(ack.statusCode).toBe(200);
  return colleague;
}

const report = (headers: Record<string, string>, videoId: number, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/videos/${videoId}`, headers, payload: payload as object });

describe('POST /api/videos/{id}', () => {
  it('waits for the pre-training warning to be acknowledged', async () => {
    const { headers } = await signedInColleague(t);
    const res = await report(headers, threading.id, { time: 1, complete: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Acknowledge the warning before starting the pre-training.');
  });

  it('saves the time and replies the saved video', async () => {
    const { headers } = await readyColleague();
    const res = await report(headers, threading.id, { time: 3.5, complete: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: threading.id, time: 3.5, complete: false } });
  });

  it('counts a video complete only from 90 % of its duration', async () => {
    const { headers } = await readyColleague();
    const early = 0.9 * threading.duration_seconds - 0.5;
    expect((await report(headers, threading.id, { time: early, complete: true })).json().data).toMatchObject({
      complete: false,
    });
    const res = await report(headers, threading.id, { time: 0.9 * threading.duration_seconds, complete: true });
    expect(res.json().data).toEqual({ id: threading.id, time: 0.9 * threading.duration_seconds, complete: true });
  });

  it('changes nothing for a time beyond the duration, but takes a report within a second of the end as the end', async () => {
    const { headers } = await readyColleague();
    await report(headers, threading.id, { time: 2, complete: false });
    const beyond = await report(headers, threading.id, { time: threading.duration_seconds + 5, complete: true });
    expect(beyond.json().data).toEqual({ id: threading.id, time: 2, complete: false });
    const end = await report(headers, threading.id, { time: threading.duration_seconds + 0.4, complete: true });
    expect(end.json().data).toEqual({ id: threading.id, time: threading.duration_seconds, complete: true });
  });

  it('changes nothing when a complete video goes backwards', async () => {
    const { headers } = await readyColleague();
    await report(headers, threading.id, { time: threading.duration_seconds, complete: true });
    const back = await report(headers, threading.id, { time: 1, complete: false });
    expect(back.json().data).toEqual({ id: threading.id, time: threading.duration_seconds, complete: true });
  });

  it('keeps the progress for the contact on any device (a new sign-in sees it)', async () => {
    const colleague = await readyColleague();
    await report(colleague.headers, threading.id, { time: 4, complete: false });
    const again = (await signIn(t.app, colleague.email)).headers;
    const { data } = (
      await t.app.inject({ url: `/api/products/${persona}?include=pretraining&lang_code=en`, headers: again })
    ).json();
    expect(data.pretraining.find((v: { id: number }) => v.id === threading.id).progress).toEqual({
      time: 4,
      complete: false,
    });
  });

  it('answers 422 to a negative time, a time that is not a number, and an unknown video', async () => {
    const { headers } = await readyColleague();
    const negative = await report(headers, threading.id, { time: -1, complete: false });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toEqual({ time: ['The time may not be negative.'] });
    expect((await report(headers, threading.id, { time: 'soon' })).json().errors).toHaveProperty('time');
    const unknown = await report(headers, 999999, { time: 1, complete: false });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ video: ['The selected video is invalid.'] });
  });

  it("answers 404 for a video of a series the caller's company owns no product of", async () => {
    const ri = await videoByTitle(t.db, 'Ri 1000/2000: site requirements');
    const other = (await signIn(t.app, 'other.owner@demo.test')).headers;
    expect((await report(other, ri.id, { time: 1, complete: false })).statusCode).toBe(404);
  });

  it('refuses subsidiary 3 a pre-training video', async () => {
    const vision = await videoByTitle(t.db, 'Preparing your workspace');
    const eu = (await signIn(t.app, 'eu.owner@demo.test')).headers;
    expect((await report(eu, vision.id, { time: 1, complete: false })).statusCode).toBe(403);
  });

  it('keeps a complete video complete when reports race (parallel requests on a listening server)', async () => {
    const { headers } = await readyColleague();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const times = Array.from({ length: 20 }, (_, i) => (i === 10 ? threading.duration_seconds : i % 5));
    await Promise.all(
      times.map((time) =>
        fetch(`${address}/api/videos/${threading.id}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ time, complete: time === threading.duration_seconds }),
        }).then((r) => expect(r.status).toBe(200)),
      ),
    );
    const last = await report(headers, threading.id, { time: 0, complete: false });
    expect(last.json().data).toEqual({ id: threading.id, time: threading.duration_seconds, complete: true });
  });
});
