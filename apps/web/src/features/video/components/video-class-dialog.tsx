import { type VideoClass, videoClassLevels, videoClassRenameBody } from '@app/contracts/video';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { useSaveVideoClass } from '../api/save-video-class';

/** Add a node under `parent` (null: a category), or rename `node`. Mount it when it opens. */
export type ClassEdit = { kind: 'add'; parent: VideoClass | null } | { kind: 'rename'; node: VideoClass };

type Props = { edit: ClassEdit; onAdded?: (parentId: number | null) => void; onClose: () => void };
const nameForm = videoClassRenameBody.pick({ name: true });
type Values = z.output<typeof nameForm>;

export function VideoClassDialog({ edit, onAdded, onClose }: Props) {
  const { t } = useTranslation('video');
  const { notify } = useToast();
  const save = useSaveVideoClass();
  const form = useForm<Values>({
    resolver: zodResolver(nameForm),
    defaultValues: { name: edit.kind === 'rename' ? edit.node.name : '' },
  });
  const done = () => {
    notify(t(edit.kind === 'add' ? 'tree.added' : 'tree.renamed'));
    onClose();
  };
  const node = edit.kind === 'rename' ? edit.node : null;
  // A rename sends the version the dialog opened on; someone else's rename meanwhile is compared.
  const rename = useConflictAwareSave<Values, VideoClass>({
    loaded: { version: node?.version ?? 1, values: { name: node?.name ?? '' } },
    fields: [{ name: 'name', label: t('tree.name') }],
    fromDetail: (detail) => ({ version: detail.version, values: { name: detail.name } }),
    save: ({ name }, version) => save.mutateAsync({ kind: 'rename', id: node?.id ?? 0, name, version }),
    onSaved: done,
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => fail(error),
  });
  const { submit, formError, fail } = useFormSubmit(form, ['name'], async (values) => {
    if (edit.kind === 'rename') return rename.submit(values);
    await save.mutateAsync({ kind: 'add', parentId: edit.parent?.id ?? null, name: values.name });
    onAdded?.(edit.parent?.id ?? null);
    done();
  });
  const subtitle =
    edit.kind === 'rename'
      ? t('tree.renameSubtitle')
      : edit.parent
        ? t('tree.addSubtitle', {
            level: t(`levels.${videoClassLevels[edit.parent.level]}`).toLowerCase(),
            parent: edit.parent.name,
          })
        : t('tree.addSubtitleRoot');
  return (
    <FormDialog
      title={t(edit.kind === 'add' ? 'tree.addTitle' : 'tree.renameTitle')}
      subtitle={subtitle}
      closeLabel={t('tree.close')}
      cancelLabel={t('tree.cancel')}
      submitLabel={save.isPending ? t('tree.saving') : t('tree.save')}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormField
        ns="video"
        control={form.control}
        name="name"
        size="medium"
        label={t('tree.name')}
        required
        autoFocus
      />
      {rename.dialog}
    </FormDialog>
  );
}
