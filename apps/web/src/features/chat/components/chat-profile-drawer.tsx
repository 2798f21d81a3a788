import { CHAT_ABOUT_MAX, type ChatProfileUser, chatStatuses } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session/can';
import { useUpdateChatSettings, useUpdateProfile } from '../api/chat-mutations';
import { chatSettingsQueryOptions } from '../api/get-chats';
import { ChatStatusAvatar } from './chat-status-avatar';

/** My chat profile: about, the status I choose, my settings; admins also set the edit window. */
export function ChatProfileDrawer(props: {
  open: boolean;
  profile: ChatProfileUser | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const update = useUpdateProfile();
  const [about, setAbout] = useState('');
  const profile = props.profile;
  useEffect(() => setAbout(profile?.about ?? ''), [profile?.about]);

  return (
    <Drawer
      anchor="left"
      open={props.open}
      onClose={props.onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 370 }, p: 3 }, 'aria-label': t('profile.title') },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton onClick={props.onClose} aria-label={t('close')}>
          <IconX size={20} />
        </IconButton>
      </Box>
      {profile ? (
        <>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 3 }}>
            <ChatStatusAvatar
              name={profile.fullName}
              src={profile.avatar}
              status={profile.status}
              size={84}
            />
            <Typography variant="h5" component="h2">
              {profile.fullName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', textTransform: 'capitalize' }}>
              {profile.role}
            </Typography>
          </Box>
          {update.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {update.error.message}
            </Alert>
          ) : null}
          <TextField
            label={t('profile.about')}
            multiline
            minRows={3}
            fullWidth
            value={about}
            onChange={(e) => setAbout(e.target.value)}
            error={about.length > CHAT_ABOUT_MAX}
            helperText={`${about.length} / ${CHAT_ABOUT_MAX}`}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mb: 2 }}>
            <Button
              size="small"
              variant="outlined"
              disabled={about === profile.about || about.length > CHAT_ABOUT_MAX || update.isPending}
              onClick={() => update.mutate({ about })}
            >
              {t('profile.saveAbout')}
            </Button>
          </Box>
          <FormLabel id="chat-status-label" sx={{ typography: 'overline', display: 'block' }}>
            {t('profile.status')}
          </FormLabel>
          <RadioGroup
            aria-labelledby="chat-status-label"
            value={profile.chosenStatus}
            onChange={(e) => update.mutate({ status: e.target.value as ChatProfileUser['status'] })}
          >
            {chatStatuses.map((s) => (
              <FormControlLabel
                key={s}
                value={s}
                control={<Radio size="small" />}
                label={t(`profile.choose.${s}`)}
              />
            ))}
          </RadioGroup>
          <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 2 }}>
            {t('profile.settings')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={profile.settings.isTwoStepAuthVerificationEnabled}
                onChange={(e) =>
                  update.mutate({ settings: { isTwoStepAuthVerificationEnabled: e.target.checked } })
                }
              />
            }
            label={t('profile.twoStep')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={profile.settings.isNotificationsOn}
                onChange={(e) => update.mutate({ settings: { isNotificationsOn: e.target.checked } })}
              />
            }
            label={t('profile.notifications')}
          />
          <EditWindowSetting />
        </>
      ) : null}
    </Drawer>
  );
}

/** Admins only: how long a sender may edit or delete a message. */
function EditWindowSetting() {
  const { t } = useTranslation('chat');
  const allowed = useCan({ action: 'manage', subject: 'Chat' });
  const settings = useQuery({ ...chatSettingsQueryOptions(), enabled: allowed });
  const save = useUpdateChatSettings();
  const [minutes, setMinutes] = useState('');
  useEffect(() => setMinutes(String(settings.data?.editWindowMinutes ?? '')), [settings.data]);
  if (!allowed || !settings.data) return null;
  const value = Number(minutes);
  const valid = minutes !== '' && Number.isInteger(value) && value >= 0 && value <= 10_080;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="overline" component="h3" sx={{ display: 'block' }}>
        {t('profile.admin')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
        <TextField
          size="small"
          type="number"
          label={t('profile.editWindow')}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          error={!valid}
          helperText={valid ? t('profile.editWindowHint') : t('profile.editWindowInvalid')}
          slotProps={{ htmlInput: { min: 0, max: 10_080 } }}
        />
        <Button
          variant="outlined"
          disabled={!valid || value === settings.data.editWindowMinutes || save.isPending}
          onClick={() => save.mutate({ editWindowMinutes: value })}
        >
          {t('save')}
        </Button>
      </Box>
      {save.error ? <Alert severity="error">{save.error.message}</Alert> : null}
    </Box>
  );
}
