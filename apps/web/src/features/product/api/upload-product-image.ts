import type { UploadAnswer } from '@app/contracts';
import { uploadFile } from '@/components/image-dropzone/upload-file';

/** Uploads one product image; answers the URL to keep in the product's images. */
export async function uploadProductImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const answer = await uploadFile<UploadAnswer>('/apps/ecommerce/products/images', file, { onProgress });
  return answer.url;
}
