import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconCloudUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { ImageTile, type Upload, UploadTile } from './image-tiles';

export type ImageDropzoneLabels = {
  drop: string;
  or: string;
  browse: string;
  hint: string;
  remove: (index: number) => string;
  uploading: (name: string) => string;
  wrongType: (name: string) => string;
  tooLarge: (name: string) => string;
  tooMany: string;
  failed: (name: string, message: string) => string;
  /** Marks the first image, when the order matters (the product list shows the first). */
  main?: string;
};

type Props = {
  /** The stored image URLs, in order; the first is the main image. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** Sends one file and answers its URL; reports progress from 0 to 1. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  accept: readonly string[];
  maxBytes: number;
  maxFiles: number;
  labels: ImageDropzoneLabels;
  disabled?: boolean;
};

/** Images by drag-and-drop or the file picker, each uploaded at once with its progress shown. */
export function ImageDropzone({
  value,
  onChange,
  upload,
  accept,
  maxBytes,
  maxFiles,
  labels,
  disabled,
}: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);

  const add = (files: File[]) => {
    const problems: string[] = [];
    const room = maxFiles - latest.current.length - uploads.length;
    if (files.length > room) problems.push(labels.tooMany);
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (!accept.includes(file.type)) problems.push(labels.wrongType(file.name));
      else if (file.size > maxBytes) problems.push(labels.tooLarge(file.name));
      else void send(file);
    }
    setErrors(problems);
  };

  const send = async (file: File) => {
    const key = Date.now() + Math.random();
    const preview = URL.createObjectURL(file);
    const patch = (progress: number) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress } : u)));
    setUploads((list) => [...list, { key, name: file.name, progress: 0, preview }]);
    try {
      const url = await upload(file, patch);
      onChange([...latest.current, url]);
    } catch (error) {
      setErrors((list) => [...list, labels.failed(file.name, (error as Error).message)]);
    } finally {
      setUploads((list) => list.filter((u) => u.key !== key));
      URL.revokeObjectURL(preview);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) add([...e.dataTransfer.files]);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={(theme) => ({
          border: `2px dashed ${over ? theme.palette.primary.main : theme.palette.divider}`,
          bgcolor: over ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
          borderRadius: 1.5,
          p: { xs: 3, sm: 5 },
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          textAlign: 'center',
        })}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: 1.5,
            bgcolor: alpha(theme.palette.secondary.main, 0.16),
          })}
        >
          <IconCloudUpload size={24} />
        </Box>
        <Typography variant="h6" component="p">
          {labels.drop}
        </Typography>
        <Typography color="text.disabled">{labels.or}</Typography>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept.join(',')}
          multiple
          hidden
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()}>
          {labels.browse}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {labels.hint}
        </Typography>
      </Box>
      {errors.map((message) => (
        <Alert
          key={message}
          severity="error"
          onClose={() => setErrors((list) => list.filter((m) => m !== message))}
        >
          {message}
        </Alert>
      ))}
      {(value.length > 0 || uploads.length > 0) && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {value.map((url, index) => (
            <ImageTile
              key={url}
              src={url}
              removeLabel={labels.remove(index + 1)}
              badge={index === 0 ? labels.main : undefined}
              onRemove={() => onChange(value.filter((_, i) => i !== index))}
            />
          ))}
          {uploads.map((u) => (
            <UploadTile key={u.key} upload={u} label={labels.uploading(u.name)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
