import type { UserDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rolesQueryOptions } from '@/lib/queries/role';
import { describeRules } from '../describe-rules';
import { LabelValueGrid } from './label-value-grid';
import { roleLabel } from './user-role';

/** Who the user works for and what their role lets them do, rule by rule in plain words. */
/** `showRole`: the reader may see roles, so the role's rules can be listed. */
export function UserAccountTab({ user, showRole }: { user: UserDetail; showRole: boolean }) {
  const { t, i18n } = useTranslation('user');
  const roles = useQuery({ ...rolesQueryOptions(), enabled: showRole });
  const role = roles.data?.roles.find((r) => r.name === user.role);
  const sentences = role ? describeRules(role.rules, t, i18n.language) : [];
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  );
  const summary: [string, string][] = [
    [t('form.company'), user.company || '—'],
    [t('form.country'), user.country || '—'],
    [t('form.language'), t(`languages.${user.language}`, { defaultValue: user.language })],
    [t('account.memberSince'), joined],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardHeader title={t('account.summary')} slotProps={{ title: { component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          <LabelValueGrid rows={summary} />
        </CardContent>
      </Card>
      {showRole && (
        <Card>
          <CardHeader
            title={t('account.permissions', { role: roleLabel(t, user.role) })}
            subheader={role?.description || undefined}
            slotProps={{ title: { component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0, display: 'grid', gap: 1.5 }}>
            {roles.isPending && <Skeleton height={80} />}
            {roles.isError && <Typography color="error">{t('account.rolesUnavailable')}</Typography>}
            {role && sentences.length === 0 && (
              <Typography color="text.secondary">{t('account.noRules')}</Typography>
            )}
            {role?.rules.map((rule, i) => (
              <Box key={JSON.stringify(rule)} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <Box
                  sx={{ color: rule.inverted ? 'error.main' : 'success.main', display: 'flex', pt: 0.25 }}
                  aria-hidden
                >
                  {rule.inverted ? <IconCircleX size={20} /> : <IconCircleCheck size={20} />}
                </Box>
                <Typography>{sentences[i]}</Typography>
              </Box>
            ))}
            {role && role.permissions.length > 0 && (
              <Box sx={{ pt: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('account.grantedBy')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {role.permissions.map((p) => (
                    <Chip key={p.id} label={p.name} size="small" variant="outlined" />
                  ))}
                </Box>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
