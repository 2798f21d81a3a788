import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
const PNG = await canvas(12, 8).png().toBuffer();
const JPEG = await canvas(12, 8).jpeg().toBuffer();
const WEBP = await canvas(12, 8).webp().toBuffer();
/** The first bytes of a PNG (signature and header chunk) followed by bytes that are no image. */
const PNG_HEAD_GARBAGE = Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(256, 0x41)]);

describe('product images', () => {
  let t: TestApp;
  let dataDir: string;
  const logged: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'uploads-'));
    // Errors are logged to `logged`, so that a failure shows the server's side of it.
    t = await createTestApp(
      { DATA_DIR: dataDir, BODY_LIMIT_BYTES: 1024 * 1024, LOG_LEVEL: 'error' },
      { logStream: { write: (line) => void logged.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = () => {
    try {
      return readdirSync(join(dataDir, 'uploads', 'products')).length;
    } catch {
      return 0;
    }
  };
  const upload = (
    body: { payload: Buffer; headers: Record<string, string> },
    token: string | null = t.adminToken,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/apps/ecommerce/products/images',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });

  it.each([
    ['photo.png', 'image/png', PNG, 'png'],
    ['photo.jpg', 'image/jpeg', JPEG, 'jpg'],
    ['photo.webp', 'image/webp', WEBP, 'webp'],
  ])(
    'stores %s, decoded and encoded again, under a random name and serves it back, cacheable for a year',
    async (name, type, bytes, ext) => {
      const res = await upload(multipart(name, type, bytes));
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json();
      expect(answer).toMatchObject({ type });
      expect(answer.file).toMatch(new RegExp(`^[a-f0-9]{32}\\.${ext}$`));
      expect(answer.url).toBe(`/api/uploads/products/${answer.file}`);
      const served = await t.app.inject({ method: 'GET', url: answer.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.size).toBe(served.rawPayload.length);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: ext === 'jpg' ? 'jpeg' : ext, width: 12, height: 8 });
    },
  );

  it('refuses bytes that only start like a PNG with 400 naming file, and stores nothing', async () => {
    const before = stored();
    const res = await upload(multipart('fake.png', 'image/png', PNG_HEAD_GARBAGE));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ file: 'could not be read as a PNG, JPEG or WebP image' });
    expect(stored()).toBe(before);
  });

  it('stores a photo upright and without its EXIF (GPS position, camera)', async () => {
    // 30 x 20 pixels, stored turned a quarter (EXIF orientation 6: shown rotated 90 degrees clockwise).
    const photo = await canvas(30, 20)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Probe Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSMapDatum: 'WGS-84' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // The sent photo does carry the camera and the GPS block (its datum is plain text in the EXIF).
    expect(sent.exif?.includes(Buffer.from('Probe Camera'))).toBe(true);
    expect(sent.exif?.includes(Buffer.from('WGS-84'))).toBe(true);
    expect(sent.orientation).toBe(6);
    const res = await upload(multipart('photo.jpg', 'image/jpeg', photo));
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Probe Camera'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('WGS-84'))).toBe(false);
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 20, height: 30 });
  });

  it('scales an image larger than 4096 pixels a side down to fit, keeping its shape', async () => {
    const res = await upload(multipart('wide.png', 'image/png', await canvas(8192, 64).png().toBuffer()));
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 4096, height: 32 });
  });

  it('stores a JPEG sent as image/png under the type its bytes show', async () => {
    const res = await upload(multipart('renamed.png', 'image/png', JPEG));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'image/jpeg' });
  });

  it.each([
    [
      'a .png name with text content',
      multipart('evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    ],
    ['a GIF', multipart('anim.gif', 'image/gif', Buffer.from('GIF89a......'))],
    ['an SVG', multipart('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'))],
    ['PNG bytes declared as text', multipart('x.png', 'text/plain', PNG)],
    ['an empty file', multipart('x.png', 'image/png', Buffer.alloc(0))],
    ['a file in another field', multipart('x.png', 'image/png', PNG, 'image')],
  ])('refuses %s with 400 naming file and stores nothing', async (_, body) => {
    const before = stored();
    const res = await upload(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('file');
    expect(stored()).toBe(before);
  });

  it('refuses an image over 5 MB with 413 and stores nothing', async () => {
    const before = stored();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 7)]);
    const res = await upload(multipart('big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The image is larger than 5 MB',
      errors: { file: 'must be at most 5 MB' },
    });
    expect(stored()).toBe(before);
  });

  it('accepts an image of almost 5 MB, beyond the JSON body limit', async () => {
    // Noise does not compress: 1100 x 1100 RGB pixels are a PNG of about 3.6 MB.
    const noise = await sharp(randomBytes(1100 * 1100 * 3), {
      raw: { width: 1100, height: 1100, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload(multipart('large.png', 'image/png', noise));
    expect(res.statusCode, res.body).toBe(201);
  });

  const B = 'XyZ';
  const part = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  it.each([
    ['without a boundary', 'multipart/form-data', `${part}abc\r\n--${B}--\r\n`],
    ['with an empty boundary', 'multipart/form-data; boundary=', `${part}abc\r\n--${B}--\r\n`],
    ['with a truncated part', `multipart/form-data; boundary=${B}`, `${part}\x89PNG\r\n\x1a\n`],
    [
      'with a truncated part header',
      `multipart/form-data; boundary=${B}`,
      `--${B}\r\nContent-Disposition: form-da`,
    ],
    ['that is not multipart at all', `multipart/form-data; boundary=${B}`, 'hello'],
    ['with no body', `multipart/form-data; boundary=${B}`, ''],
  ])('refuses a multipart body %s with 400 naming the field, never 500', async (_, type, payload) => {
    const before = stored();
    const res = await upload({ payload: Buffer.from(payload, 'latin1'), headers: { 'content-type': type } });
    expect(res.statusCode, `${res.body} ${logged.join('')}`).toBe(400);
    expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    expect(stored()).toBe(before);
  });

  it('refuses a JSON body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apps/ecommerce/products/images',
      payload: { file: 'x' },
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('file');
  });

  it('refuses anonymous callers (401) and the demo client (403)', async () => {
    const before = stored();
    expect((await upload(multipart('a.png', 'image/png', PNG), null)).statusCode).toBe(401);
    expect((await upload(multipart('a.png', 'image/png', PNG), t.clientToken)).statusCode).toBe(403);
    expect(stored()).toBe(before);
  });

  it.each([
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%2Fpglite',
    '%2Fetc%2Fpasswd',
    'abc.png',
    '0123456789abcdef0123456789abcdef.svg',
    '0123456789ABCDEF0123456789ABCDEF.png',
  ])('refuses the file name %s with 400', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/products/${name}` });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a well-formed name that was never uploaded', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/products/0123456789abcdef0123456789abcdef.png',
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
