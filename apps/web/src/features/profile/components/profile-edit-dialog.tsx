import { type ProfileHeader, profileUpdateBody } from '@app/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { useSaveProfile } from '../api/profile';

type Props = { header: ProfileHeader; onClose: () => void };
const FIELDS = ['designation', 'location', 'about'] as const;
type Values = { designation: string; location: string; about: string };
const valuesOf = (h: ProfileHeader): Values => ({
  designation: h.designation,
  location: h.location,
  about: h.about,
});

/** Location, designation and the text about the user: what the profile shows beyond the account. */
export function ProfileEditDialog({ header, onClose }: Props) {
  const { t } = useTranslation('profile');
  const { notify } = useToast();
  const save = useSaveProfile();
  const form = useForm({
    resolver: zodResolver(profileUpdateBody),
    mode: 'onTouched',
    defaultValues: valuesOf(header),
  });
  // Sends the version the dialog opened on (the profile may be open in another tab too).
  const conflict = useConflictAwareSave<Values, ProfileHeader>({
    loaded: { version: header.version, values: valuesOf(header) },
    fields: FIELDS.map((name) => ({ name, label: t(`edit.${name}`) })),
    fromDetail: (detail) => ({ version: detail.version, values: valuesOf(detail) }),
    save: (values, version) => save.mutateAsync({ ...values, version }),
    onSaved: () => {
      notify(t('edit.saved'));
      onClose();
    },
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => fail(error),
  });
  const { submit, formError, fail } = useFormSubmit(form, FIELDS, (values) => conflict.submit(values));
  return (
    <FormDialog
      title={t('edit.title')}
      subtitle={t('edit.subtitle')}
      closeLabel={t('edit.close')}
      cancelLabel={t('edit.cancel')}
      submitLabel={save.isPending ? t('edit.saving') : t('edit.save')}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormField control={form.control} name="designation" ns="profile" label={t('edit.designation')} />
      <FormField control={form.control} name="location" ns="profile" label={t('edit.location')} />
      <FormField
        control={form.control}
        name="about"
        ns="profile"
        label={t('edit.about')}
        multiline
        minRows={3}
      />
      {conflict.dialog}
    </FormDialog>
  );
}
