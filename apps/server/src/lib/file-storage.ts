import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the app keeps files it is sent (avatars, product and category images, mail attachments,
 * the video library and the academy's lessons). Keys are relative paths such as
 * `products/<name>.png`; a stored file never changes. Two drivers (docs/decisions/025): a directory
 * on the local disk (the default) and an S3-compatible bucket (lib/s3-storage.ts, STORAGE_URL).
 */
export type FileStorage = {
  /** Stores new bytes; fails (code EEXIST) when the key is taken. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of the key, or null when nothing is stored under it. */
  get(key: string): Promise<Buffer | null>;
  /** Forgets the key; nothing happens when it was not stored. */
  delete(key: string): Promise<void>;
  /** Stores new bytes as they arrive (a large upload never sits whole in memory); fails (EEXIST) when the key is taken. */
  putStream(key: string, source: AsyncIterable<Buffer>): Promise<void>;
  /** The byte size of the key, or null when nothing is stored under it. */
  size(key: string): Promise<number | null>;
  /** The bytes start..end (inclusive) of a stored key, as a stream; the caller checked the size. */
  read(key: string, range: { start: number; end: number }): Readable;
  /** Every stored key that starts with `prefix` (a folder such as `products/`, or '' for all), with its size. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** Resolves when files can be stored (GET /api/ready); rejects saying why not. Writes nothing. */
  check(): Promise<void>;
  /** Lets go of what the driver holds open (the S3 driver's connections). */
  close(): void;
  /** For logs and messages: where the files go. */
  readonly description: string;
};

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** The error every driver throws when a key is stored already (callers test `code === 'EEXIST'`). */
export function keyTaken(key: string): Error {
  return Object.assign(new Error(`${key} is stored already`), { code: 'EEXIST' });
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Whether files can be written under `dir`: it is a writable directory or, not made yet (the
 * storage makes it on the first upload), its nearest existing parent is. Nothing is written.
 */
async function writableDirectory(dir: string): Promise<void> {
  for (let path = dir; ; path = dirname(path)) {
    try {
      if (!(await stat(path)).isDirectory()) throw new Error(`${path} is not a directory`);
      await access(path, constants.W_OK);
      return;
    } catch (error) {
      const parent = dirname(path);
      if ((error as { code?: string }).code !== 'ENOENT' || parent === path) throw error;
    }
  }
}

/** Files on the local disk under `root` (DATA_DIR/uploads by default), one file per key. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    description: `the directory ${root}`,
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
      // Opened before the copy starts, so that no open is still pending when a failed copy's file is
      // removed (a stream opening its file by itself could create it again after the removal).
      const file = await open(path, 'wx');
      try {
        await pipeline(source, file.createWriteStream());
      } catch (error) {
        await file.close().catch(() => undefined);
        await rm(path, { force: true });
        throw error;
      }
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
    async *list(prefix) {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix) && KEY.test(key))
        .sort();
      for (const key of keys) {
        const info = await stat(join(root, key)).catch(() => null);
        if (info) yield { key, size: info.size };
      }
    },
    check: () => writableDirectory(root),
    close() {},
  };
}

/**
 * The keys of `storage` under `folder`, as a storage of their own (a backup's copy of the uploads in
 * the store is `backups/<name>/uploads/…`). Closing it leaves `storage` open.
 */
export function inFolder(storage: FileStorage, folder: string): FileStorage {
  const full = (key: string) => `${folder}/${key}`;
  return {
    description: `${storage.description}, folder ${folder}`,
    put: (key, bytes) => storage.put(full(key), bytes),
    get: (key) => storage.get(full(key)),
    delete: (key) => storage.delete(full(key)),
    putStream: (key, source) => storage.putStream(full(key), source),
    size: (key) => storage.size(full(key)),
    read: (key, range) => storage.read(full(key), range),
    async *list(prefix) {
      for await (const file of storage.list(full(prefix))) {
        yield { key: file.key.slice(folder.length + 1), size: file.size };
      }
    },
    check: () => storage.check(),
    close() {},
  };
}
