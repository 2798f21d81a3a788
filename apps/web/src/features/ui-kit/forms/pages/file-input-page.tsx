import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageDropzone } from '@/components/image-dropzone/image-dropzone';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { uploadImage } from '@/lib/upload-file';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useFormsText } from '../forms-kit';

const MAX_FILES = 4;
const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
const DOCUMENT_TYPES = ['application/pdf', 'text/csv'];

/** Files in forms: the product image dropzone with its real upload, and a plain file input with its checks. */
export function FileInputPage() {
  const k = useFormsText('file-input');
  const format = useIntlFormat();
  const canUpload = useCan({ action: 'update', subject: 'Product' });
  const [images, setImages] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const size = (bytes: number) => k('plain.size', { size: format.bytes(bytes) });
  const refused = (f: File) =>
    !DOCUMENT_TYPES.includes(f.type)
      ? k('plain.wrongType')
      : f.size > DOCUMENT_MAX_BYTES
        ? k('plain.tooLarge')
        : null;
  return (
    <KitPage section="forms" name="file-input">
      <Specimen
        title={k('dropzone.title')}
        description={k('dropzone.description')}
        importLine="import { ImageDropzone } from '@/components/image-dropzone/image-dropzone';"
        props={[
          { name: 'upload', type: '(file, onProgress) => Promise<string>', description: k('props.upload') },
          { name: 'accept', type: 'readonly string[]', description: k('props.accept') },
          { name: 'maxBytes', type: 'number', description: k('props.maxBytes') },
          { name: 'maxFiles', type: 'number', description: k('props.maxFiles') },
          { name: 'labels', type: 'ImageDropzoneLabels', description: k('props.labels') },
        ]}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {!canUpload && <Alert severity="info">{k('dropzone.noRight')}</Alert>}
          <ImageDropzone
            value={images}
            onChange={setImages}
            upload={uploadImage}
            accept={productImageTypes}
            maxBytes={PRODUCT_IMAGE_MAX_BYTES}
            maxFiles={MAX_FILES}
            disabled={!canUpload}
            labels={{
              drop: k('dropzone.drop'),
              or: k('dropzone.or'),
              browse: k('dropzone.browse'),
              hint: k('dropzone.hint', { count: MAX_FILES }),
              remove: (n) => k('dropzone.remove', { n }),
              uploading: (name) => k('dropzone.uploading', { name }),
              wrongType: (name) => k('dropzone.wrongType', { name }),
              tooLarge: (name) => k('dropzone.tooLarge', { name }),
              tooMany: k('dropzone.tooMany', { count: MAX_FILES }),
              failed: (name, message) => k('dropzone.failed', { name, message }),
              main: k('dropzone.main'),
            }}
          />
        </Box>
      </Specimen>
      <Specimen
        title={k('plain.title')}
        description={k('plain.description')}
        importLine="import Button from '@mui/material/Button';"
        props={[
          { name: 'component', type: "'label'", description: k('props.component') },
          { name: 'input accept', type: 'string', description: k('props.inputAccept') },
          { name: 'input multiple', type: 'boolean', description: k('props.multiple') },
        ]}
      >
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Button component="label" variant="outlined" startIcon={<IconPaperclip size={18} aria-hidden />}>
            {k('plain.choose')}
            <input
              hidden
              type="file"
              multiple
              accept=".pdf,.csv,application/pdf,text/csv"
              onChange={(e) => {
                setFiles([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </Button>
          {files.length === 0 ? (
            <Box role="status" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {k('plain.none')}
            </Box>
          ) : (
            <List dense aria-label={k('plain.chosen')} sx={{ width: '100%' }}>
              {files.map((f) => {
                const problem = refused(f);
                return (
                  <ListItem key={`${f.name}-${f.size}`} disableGutters>
                    <ListItemText
                      primary={f.name}
                      secondary={problem ?? size(f.size)}
                      slotProps={{ secondary: { color: problem ? 'error' : 'text.secondary' } }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </Specimen>
    </KitPage>
  );
}
