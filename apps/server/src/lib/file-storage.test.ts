import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts';
import { type FileStorage, localDiskStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

type Driver = { storage: FileStorage; close(): Promise<void> };

async function localDriver(): Promise<Driver> {
  const root = mkdtempSync(join(tmpdir(), 'storage-'));
  return {
    storage: localDiskStorage(root),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<Driver> {
  const server = await startTestS3Server();
  const storage = server.storage();
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
}

const collect = async (stream: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk);
  return Buffer.concat(parts);
};

// One suite, both drivers (docs/decisions/025): what the app sees of a store is the same.
describe.each([
  ['the local directory', localDriver],
  ['an S3 bucket (s3rver)', s3Driver],
])('file storage in %s', (_name, open) => {
  let driver: Driver;
  let storage: FileStorage;
  beforeAll(async () => {
    driver = await open();
    storage = driver.storage;
  });
  afterAll(() => driver.close());

  it('gives back the bytes it stored, until they are deleted', async () => {
    await storage.put('mail/attachment-1.pdf', Buffer.from('%PDF-1.7'));
    expect((await storage.get('mail/attachment-1.pdf'))?.toString()).toBe('%PDF-1.7');
    await storage.delete('mail/attachment-1.pdf');
    expect(await storage.get('mail/attachment-1.pdf')).toBeNull();
  });

  it('never overwrites a stored file, and says so with EEXIST', async () => {
    await storage.put('products/a.png', Buffer.from('first'));
    await expect(storage.put('products/a.png', Buffer.from('second'))).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect((await storage.get('products/a.png'))?.toString()).toBe('first');
  });

  it('answers null for a key that was never stored, and deleting it is harmless', async () => {
    expect(await storage.get('products/never.png')).toBeNull();
    expect(await storage.size('products/never.png')).toBeNull();
    await expect(storage.delete('products/never.png')).resolves.toBeUndefined();
  });

  it('stores a stream as it arrives and reads back its size and any byte range', async () => {
    async function* chunks() {
      yield Buffer.from('0123');
      yield Buffer.from('456789');
    }
    await storage.putStream('videos/clip.webm', chunks());
    expect(await storage.size('videos/clip.webm')).toBe(10);
    expect((await collect(storage.read('videos/clip.webm', { start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await collect(storage.read('videos/clip.webm', { start: 9, end: 9 }))).toString()).toBe('9');
    await expect(storage.putStream('videos/clip.webm', chunks())).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await storage.get('videos/clip.webm'))?.toString()).toBe('0123456789');
  });

  it('stores a file larger than one upload part and reads a range across the parts', async () => {
    // 20 MiB in 1 MiB chunks, each filled with its index: the S3 driver sends it in 8 MiB parts.
    const mib = 1024 * 1024;
    async function* chunks() {
      for (let i = 0; i < 20; i++) yield Buffer.alloc(mib, i);
    }
    await storage.putStream('videos/large.mp4', chunks());
    expect(await storage.size('videos/large.mp4')).toBe(20 * mib);
    const around = await collect(storage.read('videos/large.mp4', { start: 8 * mib - 2, end: 8 * mib + 1 }));
    expect([...around]).toEqual([7, 7, 8, 8]);
    await storage.delete('videos/large.mp4');
    expect(await storage.size('videos/large.mp4')).toBeNull();
  });

  it('keeps nothing of a stream that fails halfway', async () => {
    async function* failing() {
      yield Buffer.from('start');
      throw new Error('the client went away');
    }
    await expect(storage.putStream('videos/broken.webm', failing())).rejects.toThrow();
    expect(await storage.size('videos/broken.webm')).toBeNull();
  });

  it('fails a read of a key that is not stored with an error on the stream', async () => {
    await expect(collect(storage.read('videos/gone.webm', { start: 0, end: 3 }))).rejects.toThrow();
  });

  it('lists the stored keys under a folder with their sizes', async () => {
    await storage.put('avatars/one.png', Buffer.from('1'));
    await storage.put('avatars/two.png', Buffer.from('22'));
    const listed: { key: string; size: number }[] = [];
    for await (const file of storage.list('avatars/')) listed.push(file);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'avatars/one.png', size: 1 },
      { key: 'avatars/two.png', size: 2 },
    ]);
  });

  it('is ready', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it.each(['../outside.png', 'products/../../etc/passwd', '/etc/passwd', 'products', 'products/.hidden'])(
    'refuses the key %s, which would leave its folder',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
    },
  );
});

describe('the readiness check of each driver', () => {
  it('fails for an upload directory that is a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-'));
    try {
      writeFileSync(join(dir, 'uploads'), 'not a directory');
      await expect(localDiskStorage(join(dir, 'uploads')).check()).rejects.toThrow('is not a directory');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('on S3', () => {
    let server: TestS3Server;
    beforeAll(async () => {
      server = await startTestS3Server();
    });
    afterAll(() => server.close());

    it('fails for a bucket that does not exist, naming it', async () => {
      const storage = s3Storage({
        bucket: 'no-such-bucket',
        prefix: '',
        endpoint: server.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      await expect(storage.check()).rejects.toThrow(
        'the bucket no-such-bucket answered 404 (no such bucket)',
      );
      storage.close();
    });

    it('fails for a store that does not answer', async () => {
      const storage = s3Storage({
        bucket: 'app-files',
        prefix: '',
        endpoint: 'http://127.0.0.1:1',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      await expect(storage.check()).rejects.toThrow('the store could not be reached');
      storage.close();
    });

    it('keeps the keys of a prefix apart from the rest of the bucket', async () => {
      const plain = server.storage();
      const prefixed = s3Storage({
        bucket: server.bucket,
        prefix: 'shop-a/',
        endpoint: server.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      await prefixed.put('products/p.png', Buffer.from('png'));
      expect((await plain.get('shop-a/products/p.png'))?.toString()).toBe('png');
      expect(await plain.get('products/p.png')).toBeNull();
      const listed: string[] = [];
      for await (const file of prefixed.list('')) listed.push(file.key);
      expect(listed).toEqual(['products/p.png']);
      plain.close();
      prefixed.close();
    });
  });
});
