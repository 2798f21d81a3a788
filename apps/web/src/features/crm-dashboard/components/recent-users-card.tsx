import type { CrmRecentUser } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AVATAR_TINTS, UserAvatar } from '@/components/user-avatar';
import { WithheldNote } from '@/components/withheld-note';
import type { IntlFormat } from '@/lib/intl-format';
import { roleLook, statusLook } from '../lib/tones';

type Props = { users: CrmRecentUser[] | null; total: number; canReadUsers: boolean; format: IntlFormat };

/**
 * The newest users; "View all" leads to the user list for those who may read it. `users` is null for a
 * role that may not read users: the card says so instead.
 */
export function RecentUsersCard({ users, total, canReadUsers, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const now = Date.now();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={t('recent.title')}
        subheader={t('recent.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        action={
          canReadUsers ? (
            <Button component={Link} to="/apps/user/list" size="small" variant="text">
              {t('recent.viewAll')}
            </Button>
          ) : undefined
        }
      />
      {users === null ? (
        <WithheldNote text={t('withheld.users')} />
      ) : users.length === 0 ? (
        <Typography sx={{ px: 3, pb: 3, color: 'text.secondary' }}>{t('recent.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table aria-label={t('recent.title')} sx={{ '& td, & th': { px: { xs: 1.5, sm: 3 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('recent.user')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('recent.role')}</TableCell>
                <TableCell>{t('recent.status')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('recent.joined')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((u, i) => {
                const role = roleLook(u.role, i);
                const status = statusLook(u.status);
                const RoleIcon = role.icon;
                return (
                  <TableRow key={u.id} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
                    <TableCell sx={{ maxWidth: 0, width: { xs: '65%', sm: '45%' } }}>
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                        <UserAvatar
                          name={u.fullName}
                          src={u.avatar}
                          size={38}
                          tint={AVATAR_TINTS[u.id % AVATAR_TINTS.length]}
                          sx={{ fontSize: '0.9375rem' }}
                        />
                        <Stack sx={{ minWidth: 0 }}>
                          <Typography
                            variant="body1"
                            noWrap
                            dir="auto"
                            sx={{ fontWeight: 500, textAlign: 'left' }}
                          >
                            {u.fullName}
                          </Typography>
                          {/* An address reads left to right; 'left' becomes 'right' in RTL, so it still sits at the start. */}
                          <Typography
                            variant="body2"
                            noWrap
                            dir="ltr"
                            sx={{ color: 'text.secondary', textAlign: 'left' }}
                          >
                            {u.email}
                          </Typography>
                        </Stack>
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <Box component="span" sx={{ display: 'flex', color: `${role.tone}.main` }}>
                          <RoleIcon size={20} stroke={1.7} aria-hidden />
                        </Box>
                        <Typography variant="body2" sx={{ color: 'text.primary' }}>
                          {t(`roles.names.${u.role}`, { defaultValue: u.role })}
                        </Typography>
                      </Stack>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(`status.names.${u.status}`, { defaultValue: u.status })}
                        sx={(theme) => ({
                          color: theme.palette[status.tone].main,
                          bgcolor: alpha(theme.palette[status.tone].main, 0.16),
                        })}
                      />
                      <Typography
                        variant="caption"
                        component="div"
                        sx={{ display: { xs: 'block', md: 'none' }, color: 'text.secondary', mt: 0.5 }}
                      >
                        {format.relative(u.createdAt, now)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      <Typography
                        variant="body2"
                        title={format.dateTime(u.createdAt)}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {format.relative(u.createdAt, now)}
                      </Typography>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {users && (
        <Typography
          variant="body2"
          sx={{ mt: 'auto', px: 3, py: 2, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}
        >
          {t('recent.footer', {
            count: total,
            value: format.number(total),
            shown: format.number(users.length),
          })}
        </Typography>
      )}
    </Card>
  );
}
