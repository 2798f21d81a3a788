import type { EmailAttachment } from '@app/contracts';
import { uploadFile } from '@/lib/upload-file';

/** Uploads one attachment (checked by content on the server) and answers its stored record. */
export const uploadAttachment = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) =>
  uploadFile<EmailAttachment>('/apps/email/attachments', file, { onProgress, signal });
