import { type Config, uploadsDir } from '../config.ts';
import { type FileStorage, localDiskStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';
import { parseStorageUrl } from './storage-url.ts';

/**
 * The app's file storage as configured: the S3-compatible bucket of STORAGE_URL when it is set
 * (config.ts checked it), else DATA_DIR/uploads on the local disk. docs/decisions/025.
 */
export function openFileStorage(
  config: Pick<Config, 'DATA_DIR' | 'STORAGE_URL'>,
  env: Record<string, string | undefined> = process.env,
): FileStorage {
  if (!config.STORAGE_URL) return localDiskStorage(uploadsDir(config));
  return s3Storage(parseStorageUrl(config.STORAGE_URL, env.AWS_REGION || undefined));
}
