import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './file-storage.ts';

describe('localDiskStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-'));
  const storage = localDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives back the bytes it stored, until they are deleted', async () => {
    await storage.put('mail/attachment-1.pdf', Buffer.from('%PDF-1.7'));
    expect((await storage.get('mail/attachment-1.pdf'))?.toString()).toBe('%PDF-1.7');
    await storage.delete('mail/attachment-1.pdf');
    expect(await storage.get('mail/attachment-1.pdf')).toBeNull();
  });

  it('never overwrites a stored file', async () => {
    await storage.put('products/a.png', Buffer.from('first'));
    await expect(storage.put('products/a.png', Buffer.from('second'))).rejects.toThrow();
    expect((await storage.get('products/a.png'))?.toString()).toBe('first');
  });

  it('answers null for a key that was never stored, and deleting it is harmless', async () => {
    expect(await storage.get('products/never.png')).toBeNull();
    await expect(storage.delete('products/never.png')).resolves.toBeUndefined();
  });

  it('stores a stream as it arrives and reads back its size and any byte range', async () => {
    async function* chunks() {
      yield Buffer.from('0123');
      yield Buffer.from('456789');
    }
    await storage.putStream('videos/clip.webm', chunks());
    expect(await storage.size('videos/clip.webm')).toBe(10);
    const part: Buffer[] = [];
    for await (const chunk of storage.read('videos/clip.webm', { start: 2, end: 5 })) part.push(chunk);
    expect(Buffer.concat(part).toString()).toBe('2345');
    await expect(storage.putStream('videos/clip.webm', chunks())).rejects.toThrow();
    expect(await storage.size('videos/never.webm')).toBeNull();
  });

  it.each(['../outside.png', 'products/../../etc/passwd', '/etc/passwd', 'products', 'products/.hidden'])(
    'refuses the key %s, which would leave its folder',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
    },
  );
});
