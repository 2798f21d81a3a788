import { readFile } from 'node:fs/promises';
import type { FileStorage } from '../../lib/file-storage.ts';

/** The lesson every seeded video topic plays: a 6-second WebM (scripts/make-sample-video.ts). */
export const ACADEMY_SAMPLE_VIDEO_KEY = 'academy/sample-lesson.webm';
const SAMPLE_FILE = new URL('./assets/sample-lesson.webm', import.meta.url);

/** The name a video is served under: its storage key without the `academy/` folder. */
export const VIDEO_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}\.(webm|mp4)$/;

export function videoUrl(key: string | null): string | null {
  return key ? `/api/apps/academy/videos/${key.replace(/^academy\//, '')}` : null;
}

/** Puts the bundled sample lesson into the app's file storage when it is not there yet. */
export async function ensureSampleVideo(storage: FileStorage): Promise<void> {
  if ((await storage.size(ACADEMY_SAMPLE_VIDEO_KEY)) !== null) return;
  try {
    await storage.put(ACADEMY_SAMPLE_VIDEO_KEY, await readFile(SAMPLE_FILE));
  } catch (error) {
    // Another process stored it first.
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
}
