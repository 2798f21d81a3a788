import type { UserDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconBriefcase, IconCheckbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconFigure } from '@/components/icon-figure';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { roleLabel, roleLook } from './user-role';
import { UserStatusChip } from './user-status-chip';

type Props = {
  user: UserDetail;
  canUpdate: boolean;
  isSelf: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
};

/** The left column's card: who the user is, two figures and the details list. */
export function UserProfileCard({ user, canUpdate, isSelf, onEdit, onToggleStatus }: Props) {
  const { t } = useTranslation('user');
  const { number } = useIntlFormat();
  const tint = roleLook(user.role).tint;
  const rows: [string, ReactNode][] = [
    [
      t('form.username'),
      <bdi key="u" dir="ltr">
        @{user.username}
      </bdi>,
    ],
    [
      t('form.email'),
      <bdi key="e" dir="ltr">
        {user.email}
      </bdi>,
    ],
    [t('form.status'), <UserStatusChip key="s" status={user.status} />],
    [t('form.role'), roleLabel(t, user.role)],
    [t('form.taxId'), user.taxId || '—'],
    [
      t('form.contact'),
      user.contact ? (
        <bdi key="c" dir="ltr">
          {user.contact}
        </bdi>
      ) : (
        '—'
      ),
    ],
    [t('form.language'), t(`languages.${user.language}`, { defaultValue: user.language })],
    [t('form.country'), user.country || '—'],
    [t('form.plan'), t(`plans.${user.currentPlan}`, { defaultValue: user.currentPlan })],
  ];
  const suspended = user.status === 'inactive';
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, pt: 2 }}>
          <UserAvatar name={user.fullName} src={user.avatar} size={100} sx={{ borderRadius: 1.5 }} />
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {user.fullName}
          </Typography>
          <Chip
            size="small"
            label={roleLabel(t, user.role)}
            sx={(theme) => ({
              color: theme.palette[tint].main,
              bgcolor: alpha(theme.palette[tint].main, 0.16),
              borderRadius: 1,
            })}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-around', gap: 3 }}>
          <IconFigure large icon={IconCheckbox} value={number(user.taskDone)} label={t('view.tasksDone')} />
          <IconFigure
            large
            icon={IconBriefcase}
            value={number(user.projectDone)}
            label={t('view.projectsDone')}
          />
        </Box>
        <div>
          <Typography
            variant="h6"
            component="h2"
            sx={{ textTransform: 'uppercase', color: 'text.secondary', fontSize: '0.8125rem' }}
          >
            {t('view.details')}
          </Typography>
          <Divider sx={{ my: 1.5 }} />
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography component="dt" sx={{ fontWeight: 500 }}>
                  {t('view.detailLabel', { label })}
                </Typography>
                <Typography component="dd" sx={{ m: 0, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </div>
        {canUpdate && (
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={onEdit}>
              {t('actions.edit')}
            </Button>
            {!isSelf && (
              <Button variant="outlined" color={suspended ? 'success' : 'error'} onClick={onToggleStatus}>
                {suspended ? t('actions.activate') : t('actions.suspend')}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
