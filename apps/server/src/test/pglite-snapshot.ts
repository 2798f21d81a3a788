import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { unpackTar } from 'modern-tar';
import { pgliteExtensions } from '../db/client.ts';

// The tests' PGlite databases (docs/decisions/016): the run's seeded data directory is written once
// to a tarball (writeSnapshot), and every test file's database is an in-memory copy of it (openCopy).

// Node has WebAssembly; the server's TypeScript library (no DOM) declares only its types.
const wasmApi = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;
const compileWasm = (bytes: Uint8Array) => wasmApi.compile(bytes);

/**
 * A Blob whose bytes are already in memory. PGlite reads its file-system bundle with `arrayBuffer()`,
 * which on Node's Blob streams the bytes in chunks and concatenates them. This answers a plain copy
 * of the bytes (PGlite writes into what it is given, so each copy gets its own).
 */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer as ArrayBuffer);
  }
}

/** Where PGlite keeps its data directory in its in-memory file system (PGDATA, not exported). */
const PGLITE_DATA_DIR = '/pglite/data';

/** The seeded data directory, read once per worker from its tarball: folders first, parents before children. */
type SnapshotTree = { folders: string[]; files: { path: string; bytes: Uint8Array }[] };

/**
 * Reads a tarball written by PGlite's `dumpDataDir('none')` (paths relative to the data directory),
 * with modern-tar in strict mode (a checksum that does not add up is an error). Anything but a folder
 * or a file (a link) is refused rather than skipped, so a copy is never a partial one.
 */
async function readSnapshotTree(tar: Uint8Array): Promise<SnapshotTree> {
  const folders = new Set<string>();
  const files: SnapshotTree['files'] = [];
  for (const { header, data } of await unpackTar(tar, { strict: true })) {
    const path = header.name.replace(/^\/+|\/+$/g, '');
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
    if (header.type === 'directory') folders.add(path);
    else if (header.type === 'file' || header.type === undefined)
      files.push({ path, bytes: data ?? new Uint8Array() });
    else throw new Error(`seeded snapshot: ${path} is of tar type ${header.type}`);
  }
  // Sorted, a folder comes after its parent.
  return { folders: [...folders].filter(Boolean).sort(), files };
}

type PostgresModule = Parameters<MemoryFS['init']>[1];

/**
 * PGlite's in-memory file system with the seeded data directory written straight into it before
 * PostgreSQL starts: PGlite finds a database there and opens it, as it does one in `dataDir`.
 * `loadDataDir` would do the same from the tarball, but untars it again for every copy (50 MB sliced
 * twice, a path lookup per folder level per file): about 0.2 s of CPU a copy.
 */
class SnapshotFs extends MemoryFS {
  readonly #tree: SnapshotTree;
  constructor(tree: SnapshotTree) {
    super();
    this.#tree = tree;
  }
  override async init(pg: PGlite, options: PostgresModule) {
    const { emscriptenOpts } = await super.init(pg, options);
    const write = (mod: {
      FS: {
        mkdirTree(path: string): void;
        mkdir(path: string): void;
        writeFile(path: string, data: Uint8Array): void;
      };
    }) => {
      mod.FS.mkdirTree(PGLITE_DATA_DIR);
      for (const folder of this.#tree.folders) mod.FS.mkdir(`${PGLITE_DATA_DIR}/${folder}`);
      // MEMFS copies the bytes: each database gets files of its own.
      for (const file of this.#tree.files) mod.FS.writeFile(`${PGLITE_DATA_DIR}/${file.path}`, file.bytes);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), write] } };
  }
}

/**
 * PostgreSQL's buffer cache in a test file's database. PostgreSQL's default, 128 MB, cost about
 * 0.25 s of CPU at every start of a copy (PGlite's shared memory is set up in the WebAssembly heap);
 * the seeded database is about 20 MB, and a page outside the cache is a copy from the in-memory file
 * system away.
 */
const TEST_SHARED_BUFFERS = '16MB';

/**
 * What every PGlite copy of a worker shares, read and compiled once (the server files share one module
 * graph per worker, vitest.config.ts): the seeded data directory's files, PGlite's compiled
 * WebAssembly and its file-system bundle. Each copy is still a database of its own (docs/decisions/016).
 */
const pgliteParts = new Map<
  string,
  Promise<{ tree: SnapshotTree; wasm: WebAssembly.Module; fsBundle: Uint8Array }>
>();
function sharedPgliteParts(snapshotFile: string) {
  let parts = pgliteParts.get(snapshotFile);
  if (!parts) {
    const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
    parts = (async () => ({
      tree: await readSnapshotTree(new Uint8Array(await readFile(snapshotFile))),
      wasm: await compileWasm(await readFile(new URL('pglite.wasm', dist))),
      fsBundle: new Uint8Array(await readFile(new URL('pglite.data', dist))),
    }))();
    // A failed read is tried again by the next file rather than remembered.
    parts.catch(() => pgliteParts.delete(snapshotFile));
    pgliteParts.set(snapshotFile, parts);
  }
  return parts;
}

/**
 * Writes the seeded database `client` holds to a tarball in `dir`, ready for openCopy. Only what a
 * copy needs: the template databases go (nothing in a test file creates a database on PGlite; they
 * were 14 MB and 600 of the 1,500 files written into every copy), and the data is checkpointed after
 * two WAL switches with `wal_recycle` off, so a copy starts without replaying the write-ahead log and
 * holds one 16 MB segment instead of two.
 */
export async function writeSnapshot(client: PGlite, dir: string): Promise<string> {
  await client.exec(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  // One statement each: DROP DATABASE cannot run in the transaction a multi-statement exec is.
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec(
    'set wal_recycle = off; select pg_switch_wal(); checkpoint; select pg_switch_wal(); checkpoint',
  );
  const tarball = await client.dumpDataDir('none');
  const snapshotFile = join(dir, 'seeded-pgdata.tar');
  await writeFile(snapshotFile, new Uint8Array(await tarball.arrayBuffer()));
  return snapshotFile;
}

/** A private in-memory copy of the snapshot: PostgreSQL started on its own copy of every file. */
export async function openCopy(snapshotFile: string): Promise<PGlite> {
  const { tree, wasm, fsBundle } = await sharedPgliteParts(snapshotFile);
  const client = new PGlite({
    fs: new SnapshotFs(tree),
    extensions: pgliteExtensions,
    pgliteWasmModule: wasm,
    fsBundle: new BytesBlob(fsBundle),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${TEST_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  // Had PGlite not found the files written, it would have made an empty database instead (initdb),
  // with a system identifier of its own: the copy must carry the snapshot's, from its pg_control.
  const { rows } = await client.query<{ id: string }>(
    'select system_identifier::text as id from pg_control_system()',
  );
  const control = tree.files.find((file) => file.path === 'global/pg_control')?.bytes;
  const expected = control && new DataView(control.buffer, control.byteOffset, 8).getBigUint64(0, true);
  if (expected === undefined || rows[0]?.id !== String(expected)) {
    await client.close();
    throw new Error(`a seeded copy is not the snapshot's database (system ${rows[0]?.id}, not ${expected})`);
  }
  return client;
}

/**
 * Writes the snapshot's data directory to `dataDir/pglite`, where an API process started with that
 * DATA_DIR opens it as its own (db/client.ts): a real process on the seeded database without
 * migrating and seeding one itself (about 40 s on the two-core machine).
 */
export async function writeSeededDataDir(snapshotFile: string, dataDir: string): Promise<void> {
  const { tree } = await sharedPgliteParts(snapshotFile);
  const root = join(dataDir, 'pglite');
  await mkdir(root, { recursive: true });
  for (const folder of tree.folders) await mkdir(join(root, folder), { recursive: true });
  for (const file of tree.files) await writeFile(join(root, file.path), file.bytes);
}
