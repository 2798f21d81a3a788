import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the app keeps files it is sent (product and category images today, mail attachments next).
 * Keys are relative paths such as `products/<name>.png`; a stored file never changes.
 */
export type FileStorage = {
  /** Stores new bytes; fails when the key is taken. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of the key, or null when nothing is stored under it. */
  get(key: string): Promise<Buffer | null>;
  /** Forgets the key; nothing happens when it was not stored. */
  delete(key: string): Promise<void>;
  /** Stores new bytes as they arrive (a large upload never sits whole in memory); fails when the key is taken. */
  putStream(key: string, source: AsyncIterable<Buffer>): Promise<void>;
  /** The byte size of the key, or null when nothing is stored under it. */
  size(key: string): Promise<number | null>;
  /** The bytes start..end (inclusive) of a stored key, as a stream; the caller checked the size. */
  read(key: string, range: { start: number; end: number }): Readable;
};

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Not a storage key: ${key}`);
  return key;
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Files on the local disk under `root` (DATA_DIR/uploads by default), one file per key. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(source, createWriteStream(path, { flags: 'wx' }));
    },
    async size(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    read(key, { start, end }) {
      return createReadStream(pathOf(key), { start, end });
    },
  };
}
