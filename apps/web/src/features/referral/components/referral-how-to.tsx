import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconCheck, IconCopy, IconRocket, IconSend, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-store';
import { referralLink } from '../referrals-search';

const STEPS = [
  { key: 'share', icon: IconSend },
  { key: 'signup', icon: IconUserPlus },
  { key: 'earn', icon: IconRocket },
] as const;

type Props = { onCopied: (ok: boolean) => void };

/** How referrals work in three steps, and the signed-in person's link with a copy button. */
export function ReferralHowTo({ onCopied }: Props) {
  const { t } = useTranslation('referral');
  const session = useSession();
  const [copied, setCopied] = useState(false);
  const link = referralLink(window.location.origin, session?.userData.username ?? '');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      onCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      onCopied(false);
    }
  };
  return (
    <Card>
      <CardHeader
        title={t('howTo.title')}
        subheader={t('howTo.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
          {STEPS.map(({ key, icon: Icon }) => (
            <Grid key={key} size={{ xs: 12, md: 4 }} component="li" sx={{ textAlign: 'center' }}>
              <Box
                aria-hidden
                sx={(theme) => ({
                  mx: 'auto',
                  mb: 1.5,
                  width: 72,
                  height: 72,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                  border: `2px dashed ${theme.palette.primary.main}`,
                  bgcolor: alpha(theme.palette.primary.main, 0.08),
                })}
              >
                <Icon size={32} stroke={1.6} />
              </Box>
              <Typography sx={{ maxWidth: 260, mx: 'auto' }}>{t(`howTo.steps.${key}`)}</Typography>
            </Grid>
          ))}
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('howTo.linkTitle')}
        </Typography>
        <TextField
          fullWidth
          size="small"
          label={t('howTo.linkLabel')}
          value={link}
          slotProps={{
            htmlInput: { readOnly: true, dir: 'ltr' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copied ? t('howTo.copied') : t('howTo.copy')}>
                    <IconButton aria-label={t('howTo.copy')} onClick={copy} edge="end">
                      {copied ? <IconCheck size={20} /> : <IconCopy size={20} />}
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('howTo.linkHint')}
        </Typography>
      </CardContent>
    </Card>
  );
}
