import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FileStorage } from '../lib/file-storage.ts';
import { s3Storage } from '../lib/s3-storage.ts';

/** What s3rver accepts as credentials (its documented default account). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for the app: the bucket, path-style, at this server. */
  storageUrl: string;
  /** A driver of the app on the bucket (with s3rver's credentials). */
  storage(): FileStorage;
  close(): Promise<void>;
};

/**
 * A local S3-compatible server for tests (`s3rver`, on a free port of 127.0.0.1, its objects in a
 * temporary directory) with one empty bucket. Close it in afterAll (closing twice is harmless).
 */
export async function startTestS3Server(bucket = 'app-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    bucket,
    storageUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    storage: () =>
      s3Storage({
        bucket,
        prefix: '',
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
