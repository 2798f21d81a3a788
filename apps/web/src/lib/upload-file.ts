import type { UploadAnswer } from '@app/contracts';
import { ApiError, accessToken, unauthorizedWith } from '@/lib/api-client';

type Options = {
  /** The form field the server reads the file from. */
  field?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Posts one file as multipart/form-data with the session's bearer token. XMLHttpRequest rather than
 * fetch, because only it reports upload progress.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  { field = 'file', onProgress, signal }: Options = {},
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = accessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { message?: string; errors?: Record<string, string> } | null = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      unauthorizedWith(token, xhr.status);
      reject(new ApiError(xhr.status, body?.message ?? `Request failed (${xhr.status})`, body?.errors ?? {}));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'The server cannot be reached. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const data = new FormData();
    data.append(field, file);
    xhr.send(data);
  });
}

/** Product and category pictures go through the API's one image upload; answers the stored image's URL. */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const answer = await uploadFile<UploadAnswer>('/apps/ecommerce/products/images', file, { onProgress });
  return answer.url;
}
