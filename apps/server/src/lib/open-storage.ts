import { type Config, uploadsDir } from '../config.ts';
import { type FileStorage, localDiskStorage } from './file-storage.ts';
import { parseStorageUrl } from './storage-url.ts';

/**
 * The app's file storage as configured: the S3-compatible bucket of STORAGE_URL when it is set
 * (config.ts checked it), else DATA_DIR/uploads on the local disk. docs/decisions/025.
 */
export async function openFileStorage(
  config: Pick<Config, 'DATA_DIR' | 'STORAGE_URL'>,
  env: Record<string, string | undefined> = process.env,
): Promise<FileStorage> {
  if (!config.STORAGE_URL) return localDiskStorage(uploadsDir(config));
  // Loaded only here: the AWS SDK takes half a second and 25 MiB to load, which the local driver never needs.
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(parseStorageUrl(config.STORAGE_URL, env.AWS_REGION || undefined));
}
