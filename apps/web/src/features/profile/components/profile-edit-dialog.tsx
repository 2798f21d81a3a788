import { type ProfileHeader, profileUpdateBody } from '@app/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { profileTabQueryOptions, useSaveProfile } from '../api/profile';

type Props = { header: ProfileHeader; onClose: () => void };

/** Waits for the stored text about the user (the profile tab's answer), then opens the form. */
export function ProfileEditDialog({ header, onClose }: Props) {
  const tab = useQuery(profileTabQueryOptions());
  if (!tab.data) return null;
  return <ProfileEditForm header={header} about={tab.data.aboutText} onClose={onClose} />;
}

/** Location, designation and the text about the user: what the profile shows beyond the account. */
function ProfileEditForm({ header, about, onClose }: Props & { about: string }) {
  const { t } = useTranslation('profile');
  const { notify } = useToast();
  const save = useSaveProfile();
  const form = useForm({
    resolver: zodResolver(profileUpdateBody),
    mode: 'onTouched',
    defaultValues: { location: header.location, designation: header.designation, about },
  });
  const { submit, formError } = useFormSubmit(form, ['location', 'designation', 'about'], async (values) => {
    await save.mutateAsync(values);
    notify(t('edit.saved'));
    onClose();
  });
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
    </FormDialog>
  );
}
