import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ImageDropzone } from '@/components/image-dropzone/image-dropzone';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'] as const;
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * Reads the file in the browser with its progress, and answers a local address for its preview: this
 * page keeps the pictures on this device. The product and category forms pass `uploadImage` from
 * lib/upload-file.ts instead, which sends the file to the server.
 */
function readLocally(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    reader.onload = () => resolve(URL.createObjectURL(file));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** ImageDropzone: drop or pick images; type, size and count are checked before anything is read. */
export function FileUploadPage() {
  const k = useKitText('extensions', 'file-upload');
  const maxSize = useIntlFormat().bytes(MAX_BYTES);
  const [images, setImages] = useState<string[]>([]);
  const labels = {
    drop: k('labels.drop'),
    or: k('labels.or'),
    browse: k('labels.browse'),
    hint: k('labels.hint', { size: maxSize, count: 3 }),
    remove: (index: number) => k('labels.remove', { n: index + 1 }),
    uploading: (name: string) => k('labels.uploading', { name }),
    wrongType: (name: string) => k('labels.wrongType', { name }),
    tooLarge: (name: string) => k('labels.tooLarge', { name, size: maxSize }),
    tooMany: k('labels.tooMany', { count: 3 }),
    failed: (name: string, message: string) => k('labels.failed', { name, message }),
    main: k('labels.main'),
  };
  return (
    <KitPage section="extensions" name="file-upload">
      <Specimen
        title={k('images.title')}
        description={k('images.description')}
        importLine="import { ImageDropzone } from '@/components/image-dropzone/image-dropzone';"
        props={[
          { name: 'upload', type: '(file, onProgress) => Promise<string>', description: k('props.upload') },
          { name: 'accept', type: 'readonly string[]', description: k('props.accept') },
          { name: 'maxBytes / maxFiles', type: 'number', description: k('props.max') },
          { name: 'value / onChange', type: 'string[]', description: k('props.value') },
        ]}
      >
        <ImageDropzone
          value={images}
          onChange={setImages}
          upload={readLocally}
          accept={ACCEPT}
          maxBytes={MAX_BYTES}
          maxFiles={3}
          labels={labels}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          {k('images.count', { count: images.length })}
        </Typography>
      </Specimen>
    </KitPage>
  );
}
