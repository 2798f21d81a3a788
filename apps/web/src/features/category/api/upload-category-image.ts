import type { UploadAnswer } from '@app/contracts';
import { uploadFile } from '@/components/image-dropzone/upload-file';

/** Category pictures are stored with the product images (the API has one image upload). */
export async function uploadCategoryImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const answer = await uploadFile<UploadAnswer>('/apps/ecommerce/products/images', file, { onProgress });
  return answer.url;
}
