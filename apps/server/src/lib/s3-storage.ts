import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, type FileStorage, keyTaken } from './file-storage.ts';
import type { S3Location } from './storage-url.ts';

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || (error as { name?: string }).name === 'NoSuchKey';

/** Uploads go in parts of this size, at most this many at once: what one upload can hold in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
/** How long GET /api/ready waits for the bucket's answer. */
const CHECK_TIMEOUT_MS = 3000;

export type S3StorageOptions = S3Location & {
  /** Only for tests: the SDK otherwise finds them itself (environment, profile, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * Files in an S3-compatible bucket, one object per key. Reads ask the store for the byte range they
 * need (a seek in a video reads only what is shown), uploads stream in parts through
 * `@aws-sdk/lib-storage`, and nothing is signed for the browser: the API streams every file itself.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const { bucket, prefix } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where the API requires them: the newer default (a CRC32 trailer on every upload)
    // is refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;

  async function size(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * A stored file never changes: a key that is there already is refused. The HEAD answers on every
   * store; `If-None-Match: *` on the write makes it atomic where the store supports it (AWS, MinIO).
   */
  async function refuseTaken(key: string) {
    if ((await size(key)) !== null) throw keyTaken(key);
  }
  const taken = (key: string, error: unknown) => (statusOf(error) === 412 ? keyTaken(key) : error);

  return {
    description: `the bucket ${bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(key, bytes) {
      await refuseTaken(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, IfNoneMatch: '*' }),
        );
      } catch (error) {
        throw taken(key, error);
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async putStream(key, source) {
      await refuseTaken(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: Readable.from(source), IfNoneMatch: '*' },
        partSize: PART_SIZE,
        queueSize: PARTS_AT_ONCE,
      });
      try {
        await upload.done();
      } catch (error) {
        throw taken(key, error);
      }
    },
    size,
    read(key, { start, end }) {
      const out = new PassThrough();
      const abort = new AbortController();
      // The client went away (or the stream ended): the store stops sending too.
      out.once('close', () => abort.abort());
      client
        .send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), Range: `bytes=${start}-${end}` }), {
          abortSignal: abort.signal,
        })
        .then(({ Body }) => pipeline(Body as Readable, out))
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async *list(folder) {
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: `${prefix}${folder}` },
      )) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
        }
      }
    },
    async check() {
      try {
        // Bounded: a store that hangs makes the process not ready instead of hanging its probe.
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
      } catch (error) {
        const status = statusOf(error);
        throw new Error(
          status
            ? `the bucket ${bucket} answered ${status}${status === 404 ? ' (no such bucket)' : status === 403 ? ' (access denied)' : ''}`
            : `the store could not be reached: ${(error as Error).message}`,
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
