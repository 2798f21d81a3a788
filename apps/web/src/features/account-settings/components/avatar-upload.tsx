import { AVATAR_MAX_BYTES, avatarTypes } from '@app/contracts/account-settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ImageDropzone, type ImageDropzoneLabels } from '@/components/image-dropzone/image-dropzone';
import { useToast } from '@/components/toast/use-toast';
import { UserAvatar } from '@/components/user-avatar';
import { useRemoveAvatar, useUploadAvatar } from '../api/account';

type Props = { name: string; avatar: string | null };

/** The picture beside the name: dropped or picked, checked (type, 2 MB) here and again on the server. */
export function AvatarUpload({ name, avatar }: Props) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const labels: ImageDropzoneLabels = {
    drop: t('avatar.drop'),
    or: t('avatar.or'),
    browse: t('avatar.browse'),
    hint: t('avatar.hint'),
    remove: () => t('avatar.remove'),
    uploading: (file) => t('avatar.uploading', { name: file }),
    wrongType: (file) => t('avatar.wrongType', { name: file }),
    tooLarge: (file) => t('avatar.tooLarge', { name: file }),
    tooMany: t('avatar.tooMany'),
    failed: (file, message) => t('avatar.failed', { name: file, message }),
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
        <UserAvatar name={name} src={avatar} size={112} sx={{ borderRadius: 2, fontSize: '2rem' }} />
        <Typography variant="body2" color="text.secondary">
          {avatar ? t('avatar.current') : t('avatar.none')}
        </Typography>
        {avatar && (
          <Button
            size="small"
            color="secondary"
            variant="outlined"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => notify(t('avatar.removed')) })}
          >
            {t('avatar.remove')}
          </Button>
        )}
      </Box>
      <ImageDropzone
        value={[]}
        onChange={() => notify(t('avatar.saved'))}
        upload={upload}
        accept={avatarTypes}
        maxBytes={AVATAR_MAX_BYTES}
        maxFiles={1}
        labels={labels}
      />
    </Box>
  );
}
