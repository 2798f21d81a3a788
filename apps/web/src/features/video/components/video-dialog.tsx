import {
  pathTo,
  VIDEO_MAX_BYTES,
  type Video,
  type VideoBody,
  type VideoClass,
  videoBody,
} from '@app/contracts/video';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { fieldMessage } from '@/lib/form-errors';
import { useIntlFormat } from '@/lib/intl-format';
import { savedIdOf, useSaveVideo } from '../api/save-video';
import { readDuration } from '../video-duration';
import { VideoFileInput } from './video-file-input';

type Props = {
  classes: VideoClass[];
  /** null adds a video, classified by default under `defaultClassId`. */
  video: Video | null;
  defaultClassId: number;
  onClose: () => void;
};
type Output = z.output<typeof videoBody>;
const FIELDS = ['title', 'description', 'classId', 'durationSeconds'];

/** Every node as a choice, under its parent in tree order, indented by level. */
function classOptions(classes: VideoClass[]) {
  const out: { value: string; label: string; level: number }[] = [];
  const walk = (pid: number) => {
    for (const c of classes.filter((n) => n.pid === pid)) {
      out.push({ value: String(c.id), label: c.name, level: c.level - 1 });
      walk(c.id);
    }
  };
  walk(0);
  return out;
}

/** `Engineering › Frontend › React`: the names from the category down to the node. */
const pathNames = (id: number, classes: VideoClass[]) =>
  pathTo(id, classes)
    .filter((n) => n !== 0)
    .map((n) => classes.find((c) => c.id === n)?.name ?? '')
    .join(' › ');

const formOf = (video: Video): Output => ({
  title: video.title,
  description: video.description,
  classId: video.classId,
});

/** Add or edit a video: metadata first, then the chosen file with upload progress. */
export function VideoDialog({ classes, video, defaultClassId, onClose }: Props) {
  const { t } = useTranslation('video');
  const maxSize = useIntlFormat().bytes(VIDEO_MAX_BYTES);
  const { notify } = useToast();
  const save = useSaveVideo();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A video added whose file was then refused: saving again edits it rather than adding another.
  const [savedId, setSavedId] = useState<number | undefined>(video?.id);
  const form = useForm<VideoBody, unknown, Output>({
    resolver: zodResolver(videoBody),
    defaultValues: {
      title: video?.title ?? '',
      description: video?.description ?? '',
      classId: video?.classId ?? (defaultClassId || (undefined as unknown as number)),
    },
  });
  const choose = (next: File | null) => {
    setFileError(next && next.size > VIDEO_MAX_BYTES ? t('dialog.fileTooLarge', { max: maxSize }) : null);
    setFile(next);
  };
  const send = async (body: Output, version?: number): Promise<Video> => {
    const durationSeconds = file ? await readDuration(file) : undefined;
    try {
      return await save.mutateAsync({
        id: savedId,
        body: { ...body, ...(durationSeconds === undefined ? {} : { durationSeconds }), version },
        file,
        onProgress: setProgress,
      });
    } finally {
      setProgress(null);
    }
  };
  const saved = () => {
    notify(t(video ? 'dialog.updated' : 'dialog.created'));
    onClose();
  };
  // An edit sends the version the dialog opened on (adding a video sends none).
  const conflict = useConflictAwareSave<Output, Video>({
    loaded: {
      version: video?.version ?? 1,
      values: video ? formOf(video) : { title: '', description: '', classId: 0 },
    },
    fields: [
      { name: 'title', label: t('dialog.videoTitle') },
      { name: 'description', label: t('dialog.description') },
      { name: 'classId', label: t('dialog.classification'), format: (id) => pathNames(Number(id), classes) },
    ],
    fromDetail: (detail) => ({ version: detail.version, values: formOf(detail) }),
    save: (body, version) => send(body, video ? version : undefined),
    onSaved: saved,
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => fail(error),
  });
  const { submit, formError, fail } = useFormSubmit(form, FIELDS, async (body) => {
    if (fileError) return;
    try {
      await conflict.submit(body);
    } catch (error) {
      const id = savedIdOf(error);
      if (id === undefined) throw error;
      setSavedId(id);
      setFileError(t('dialog.savedWithoutFile', { reason: (error as Error).message }));
    }
  });
  const pending = save.isPending;
  return (
    <FormDialog
      title={t(video ? 'dialog.editTitle' : 'dialog.addTitle')}
      subtitle={t('dialog.subtitle')}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      submitLabel={pending ? t('dialog.saving') : t('dialog.save')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormField
        ns="video"
        control={form.control}
        name="title"
        size="medium"
        label={t('dialog.videoTitle')}
        required
      />
      <FormField
        ns="video"
        control={form.control}
        name="description"
        size="medium"
        label={t('dialog.description')}
        multiline
        minRows={3}
      />
      <Controller
        control={form.control}
        name="classId"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('dialog.classification')}
            value={field.value ? String(field.value) : ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldMessage(t, 'video', fieldState.error?.message) ?? t('dialog.classificationHint')}
            slotProps={{
              // The chosen node with its path; the menu shows the tree, indented.
              select: { renderValue: (id) => pathNames(Number(id), classes) },
            }}
          >
            {classOptions(classes).map((o) => (
              <MenuItem key={o.value} value={o.value} sx={{ paddingInlineStart: 2 + o.level * 2 }}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <VideoFileInput
        file={file}
        hasFile={Boolean(video?.url)}
        error={fileError}
        progress={progress}
        maxSize={maxSize}
        disabled={pending}
        onChange={choose}
      />
      {conflict.dialog}
    </FormDialog>
  );
}
