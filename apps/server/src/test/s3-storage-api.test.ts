import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '../lib/file-storage.ts';
import { bearer, createTestApp, type TestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { S3RVER_CREDENTIALS, startTestS3Server, type TestS3Server } from './s3-server.ts';

const WEBM = readFileSync(new URL('../modules/video/assets/sample-clip.webm', import.meta.url));
const PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#993366' } })
  .png()
  .toBuffer();

/**
 * The API on the S3 driver (STORAGE_URL, credentials from the standard AWS variables) against s3rver:
 * what a person uploads lands in the bucket, not under DATA_DIR, and is served back from it, byte
 * ranges of a video included. The file suites of each module run on the local driver.
 */
describe('the API with files in an S3 bucket', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let bucket: FileStorage;
  let dataDir: string;
  const keysIn = async (folder: string) => {
    const keys: string[] = [];
    for await (const file of bucket.list(folder)) keys.push(file.key);
    return keys;
  };
  const upload = (url: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(t.adminToken) },
    });

  const newVideo = async (title: string) => {
    const classes = await t.app.inject({
      method: 'GET',
      url: '/api/admin/video-classes',
      headers: bearer(t.adminToken),
    });
    const classId = (classes.json().classes as { id: number }[])[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/videos',
      headers: bearer(t.adminToken),
      payload: { title, classId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    s3 = await startTestS3Server();
    bucket = s3.storage();
    vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
    dataDir = mkdtempSync(join(tmpdir(), 's3-api-'));
    t = await createTestApp({
      STORAGE_URL: s3.storageUrl,
      DATA_DIR: dataDir,
      VIDEO_MAX_BYTES: 1024 * 1024,
    });
  });
  afterAll(async () => {
    await t.close();
    bucket.close();
    await s3.close();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an avatar in the bucket, serves it back, and deletes it from the bucket when replaced', async () => {
    const first = await upload('/api/account-settings/avatar', multipart('me.png', 'image/png', PNG));
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().avatar as string;
    const key = url.replace('/api/uploads/', '');
    expect(await keysIn('avatars/')).toContain(key);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals((await bucket.get(key)) ?? Buffer.alloc(0))).toBe(true);

    const second = await upload('/api/account-settings/avatar', multipart('again.png', 'image/png', PNG));
    expect(second.statusCode, second.body).toBe(200);
    expect(await keysIn('avatars/')).not.toContain(key);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('streams a video into the bucket and answers byte ranges from it', async () => {
    const id = await newVideo('Stored in S3');
    const res = await upload(`/api/admin/videos/${id}/file`, multipart('s.webm', 'video/webm', WEBM));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().url as string;
    expect(await bucket.size(url.replace('/api/uploads/', ''))).toBe(WEBM.length);

    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(WEBM)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${WEBM.length}`);
    expect(part.rawPayload.equals(WEBM.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(WEBM.subarray(WEBM.length - 10))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${WEBM.length}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('keeps nothing in the bucket of a video over the size limit', async () => {
    const before = await keysIn('videos/');
    const id = await newVideo('Too large');
    const big = Buffer.concat([WEBM, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const res = await upload(`/api/admin/videos/${id}/file`, multipart('big.webm', 'video/webm', big));
    expect(res.statusCode).toBe(413);
    expect(await keysIn('videos/')).toEqual(before);
  });

  it('writes nothing under DATA_DIR: every upload above went to the bucket', () => {
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('is ready while the bucket answers, and not ready (uploads failed) once the store is gone', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.uploads).toBe('ok');
    await s3.close();
    const gone = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'ok', uploads: 'failed' },
    });
  });
});
