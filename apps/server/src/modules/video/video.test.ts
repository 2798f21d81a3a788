import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video, VideoClass } from '@app/contracts/video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';

const WEBM = readFileSync(new URL('./assets/sample-clip.webm', import.meta.url));
const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(80, 1)]);
const OGG_THEORA = Buffer.concat([
  Buffer.from('OggS'),
  Buffer.alloc(24),
  Buffer.from('\x80theora', 'latin1'),
  Buffer.alloc(40),
]);

describe('video library', () => {
  let t: TestApp;
  let dataDir: string;
  let tree: VideoClass[];
  const id = (name: string) => {
    const found = tree.find((c) => c.name === name);
    if (!found) throw new Error(`no class ${name}`);
    return found.id;
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'videos-'));
    t = await createTestApp({ DATA_DIR: dataDir, VIDEO_MAX_BYTES: 1024 * 1024 });
    tree = (await get('/api/admin/video-classes')).json().classes;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, token = t.adminToken) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(t.adminToken) });
  const list = async (query: string) => {
    const res = await get(`/api/admin/videos?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { videos: Video[]; total: number };
  };
  const stored = () => {
    try {
      return readdirSync(join(dataDir, 'uploads', 'videos')).filter((f) => f !== 'sample-clip.webm').length;
    } catch {
      return 0;
    }
  };
  const upload = (videoId: number, body: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/file`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(t.adminToken) },
    });
  const newVideo = async (title: string, className = 'Indexing') => {
    const res = await send('POST', '/api/admin/videos', { title, classId: id(className) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Video;
  };

  it('lists the videos newest first with their path, names and file', async () => {
    const { videos, total } = await list('');
    expect(total).toBe(9);
    const dates = videos.map((v) => v.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = videos[0];
    expect(first).toMatchObject({
      title: 'useState and useEffect in practice',
      classNames: ['Engineering', 'Frontend', 'React', 'Hooks series'],
      mime: 'video/webm',
      url: '/api/uploads/videos/sample-clip.webm',
    });
    expect(first.path).toEqual([id('Engineering'), id('Frontend'), id('React'), id('Hooks series')]);
    const noFile = videos.find((v) => v.title === 'Welcome to the team');
    expect(noFile).toMatchObject({ url: null, size: null, mime: null });
  });

  it('narrows the list with each level of the path, finding videos classified under any ancestor', async () => {
    const category = await list(`path=${id('Engineering')},0,0,0`);
    const sub = await list(`path=${id('Engineering')},${id('Frontend')},0,0`);
    const topic = await list(`path=${id('Engineering')},${id('Frontend')},${id('React')},0`);
    const series = await list(
      `path=${id('Engineering')},${id('Frontend')},${id('React')},${id('Hooks series')}`,
    );
    expect([category.total, sub.total, topic.total, series.total]).toEqual([7, 5, 3, 2]);
    // Classified at the sub-category: found there, not under one of its topics.
    expect(sub.videos.map((v) => v.title)).toContain('Frontend architecture overview');
    expect(topic.videos.map((v) => v.title)).not.toContain('Frontend architecture overview');
    expect(series.videos.every((v) => v.classNames[3] === 'Hooks series')).toBe(true);
  });

  it('searches the title in any case, together with the path', async () => {
    expect((await list('q=HOOKS')).videos.map((v) => v.title)).toEqual(['Writing your own hooks']);
    expect((await list(`q=screen&path=${id('Product')},0,0,0`)).total).toBe(1);
    expect((await list(`q=screen&path=${id('Engineering')},0,0,0`)).total).toBe(0);
    expect((await list('q=50%25')).total).toBe(0);
  });

  it('sorts and pages', async () => {
    const byTitle = await list('sortBy=title&orderBy=asc&itemsPerPage=3&page=2');
    expect(byTitle.videos).toHaveLength(3);
    expect(byTitle.total).toBe(9);
    const all = (await list('sortBy=title&orderBy=asc&itemsPerPage=100')).videos.map((v) => v.title);
    expect(byTitle.videos.map((v) => v.title)).toEqual(all.slice(3, 6));
  });

  it.each([
    ['path=1,2', 'path'],
    ['path=0,5,0,0', 'path'],
    ['path=a,b,c,d', 'path'],
    ['path=1,2,3,9370712245', 'path'],
    ['sortBy=duration', 'sortBy'],
    ['itemsPerPage=1000', 'itemsPerPage'],
  ])('refuses the query %s with 400 naming %s', async (query, field) => {
    const res = await get(`/api/admin/videos?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('answers an empty list for a path that names no existing node', async () => {
    expect((await list('path=999999,0,0,0')).total).toBe(0);
  });

  it('creates a video at any level and edits its metadata and classification', async () => {
    const created = await send('POST', '/api/admin/videos', {
      title: '  Intro to the backend ',
      description: 'Where the API lives',
      classId: id('Backend'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const video = created.json() as Video;
    expect(video).toMatchObject({
      title: 'Intro to the backend',
      classNames: ['Engineering', 'Backend'],
      path: [id('Engineering'), id('Backend'), 0, 0],
      url: null,
    });
    const edited = await send('PUT', `/api/admin/videos/${video.id}`, {
      title: 'Intro to query plans',
      description: '',
      classId: id('Query plans'),
      durationSeconds: 61.5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Intro to query plans',
      durationSeconds: 61.5,
      classNames: ['Engineering', 'Backend', 'PostgreSQL', 'Query plans'],
    });
    expect(
      (await list(`path=${id('Engineering')},${id('Backend')},${id('PostgreSQL')},${id('Query plans')}`))
        .total,
    ).toBe(2);
    expect((await get(`/api/admin/videos/${video.id}`)).json().title).toBe('Intro to query plans');
  });

  it.each([
    [{ title: 'x', classId: 1 }, 'title'],
    [{ title: 'A video', classId: 999_999 }, 'classId'],
    [{ title: 'A video', classId: 'React' }, 'classId'],
    [{ title: 'A video' }, 'classId'],
    [{ title: 'A video', classId: 1, durationSeconds: -3 }, 'durationSeconds'],
    [{ title: 'A video', classId: 1, description: 'x'.repeat(4001) }, 'description'],
  ])('refuses the body %j with 400 naming the field', async (body, field) => {
    const res = await send('POST', '/api/admin/videos', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('keeps a duration to the millisecond, so a tiny one is stored as zero instead of failing', async () => {
    for (const [sent, kept] of [
      [3.7e-225, 0],
      [12.34567, 12.346],
    ] as const) {
      const res = await send('POST', '/api/admin/videos', {
        title: 'Precise clip',
        classId: id('React'),
        durationSeconds: sent,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().durationSeconds).toBeCloseTo(kept, 3);
    }
  });

  it('answers 404 for unknown videos, on every call', async () => {
    const body = { title: 'A video', classId: id('React') };
    expect((await get('/api/admin/videos/999999')).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/videos/999999', body)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/videos/999999')).statusCode).toBe(404);
    const before = stored();
    expect((await upload(999_999, multipart('a.webm', 'video/webm', WEBM))).statusCode).toBe(404);
    expect(stored()).toBe(before);
    expect((await get('/api/admin/videos/0')).statusCode).toBe(400);
  });

  it.each([
    ['clip.webm', 'video/webm', WEBM, 'video/webm', 'webm'],
    ['clip.mp4', 'video/mp4', ftyp('isom'), 'video/mp4', 'mp4'],
    ['clip.mov', 'video/quicktime', ftyp('qt  '), 'video/quicktime', 'mov'],
    ['clip.ogv', 'video/ogg', OGG_THEORA, 'video/ogg', 'ogv'],
    ['renamed.mp4', 'video/mp4', WEBM, 'video/webm', 'webm'],
  ])('stores %s as %s by its content and plays it back whole', async (name, type, bytes, mime, ext) => {
    const video = await newVideo(`Upload ${name}`);
    const res = await upload(video.id, multipart(name, type, bytes));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Video;
    expect(answer).toMatchObject({ mime, size: bytes.length });
    expect(answer.url).toMatch(new RegExp(`^/api/uploads/videos/[a-f0-9]{32}\\.${ext}$`));
    const served = await t.app.inject({ method: 'GET', url: answer.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    [
      'HTML named .mp4',
      multipart('evil.mp4', 'video/mp4', Buffer.from('<html><script>alert(1)</script></html>')),
    ],
    [
      'a PNG named .webm',
      multipart('x.webm', 'video/webm', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
    ],
    ['a HEIC image (ftyp heic)', multipart('x.mp4', 'video/mp4', ftyp('heic'))],
    ['an M4A audio file', multipart('x.mp4', 'video/mp4', ftyp('M4A '))],
    [
      'Matroska that is not WebM',
      multipart(
        'x.webm',
        'video/webm',
        Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.from('B\x82\x88matroska'), Buffer.alloc(60)]),
      ),
    ],
    [
      'Ogg audio',
      multipart(
        'x.ogv',
        'video/ogg',
        Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('\x01vorbis'), Buffer.alloc(40)]),
      ),
    ],
    ['an empty file', multipart('x.webm', 'video/webm', Buffer.alloc(0))],
    ['a file in another field', multipart('x.webm', 'video/webm', WEBM, 'video')],
  ])('refuses %s with 400 naming file and stores nothing', async (_, body) => {
    const video = await newVideo('Disguised');
    const before = stored();
    const res = await upload(video.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty('file');
    expect(stored()).toBe(before);
    expect((await get(`/api/admin/videos/${video.id}`)).json().url).toBeNull();
  });

  it('refuses a JSON body and a malformed multipart body with 400 naming file', async () => {
    const video = await newVideo('Malformed');
    const json = await send('POST', `/api/admin/videos/${video.id}/file`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toHaveProperty('file');
    const truncated = await upload(video.id, {
      payload: Buffer.from(
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\n\r\n\x1aE',
      ),
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().errors).toHaveProperty('file');
  });

  it('refuses a video over the size limit with 413 and keeps nothing of it', async () => {
    const video = await newVideo('Too large');
    const before = stored();
    const res = await upload(
      video.id,
      multipart('big.webm', 'video/webm', Buffer.concat([WEBM, Buffer.alloc(1024 * 1024)])),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The video is larger than 1 MB',
      errors: { file: 'must be at most 1 MB' },
    });
    expect(stored()).toBe(before);
  });

  it('serves byte ranges for seeking: 206 with Content-Range, 416 past the end', async () => {
    const video = await newVideo('Seekable');
    const url = (await upload(video.id, multipart('s.webm', 'video/webm', WEBM))).json().url as string;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${WEBM.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(WEBM.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(WEBM.subarray(WEBM.length - 10))).toBe(true);
    const open = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${WEBM.length - 5}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toHaveLength(5);
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${WEBM.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${WEBM.length}`);
  });

  it('refuses file names that are not stored videos (400) and unknown ones (404)', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.exe', 'ABC.webm', '%2Fetc%2Fpasswd']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/uploads/videos/${name}` })).statusCode).toBe(
        400,
      );
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/videos/0123456789abcdef0123456789abcdef.mp4',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('replaces a file on a new upload and deletes the file with its video; the shared sample stays', async () => {
    const video = await newVideo('Replaced');
    await upload(video.id, multipart('a.webm', 'video/webm', WEBM));
    const before = stored();
    await upload(video.id, multipart('b.mp4', 'video/mp4', ftyp('mp42')));
    expect(stored()).toBe(before);
    expect((await send('DELETE', `/api/admin/videos/${video.id}`)).statusCode).toBe(204);
    expect(stored()).toBe(before - 1);

    const seeded = (await list('q=writing')).videos[0];
    expect((await send('DELETE', `/api/admin/videos/${seeded.id}`)).statusCode).toBe(204);
    const sample = await t.app.inject({ method: 'GET', url: '/api/uploads/videos/sample-clip.webm' });
    expect(sample.statusCode).toBe(200);
  });

  it('refuses anonymous callers (401) and the demo client (403) on the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/videos' })).statusCode).toBe(401);
    expect((await get('/api/admin/videos', t.clientToken)).statusCode).toBe(403);
  });
});
