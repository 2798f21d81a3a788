import { type AbilityRule, subjects } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/session/can';
import { useSessionSource } from '@/lib/session/session-store';

const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

const listOf = (v: AbilityRule['action'] | AbilityRule['subject']) => (Array.isArray(v) ? v.join(', ') : v);

/** Shows the signed-in user what their role lets them do, rule by rule and subject by subject. */
export function AccessControlPage() {
  const { t } = useTranslation('access-control');
  const source = useSessionSource();
  const session = source.get();
  const canReadAcl = useCan({ action: 'read', subject: 'AclDemo' });
  if (!session) return null;
  const shownSubjects = subjects.filter((s) => s !== 'all');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader title={t('yourAccess')} />
            <CardContent>
              <Stack spacing={1.5}>
                <Typography>
                  {t('signedInAs')} <strong>{session.userData.fullName}</strong>
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography>{t('role')}</Typography>
                  <Chip label={session.userData.role} color="primary" size="small" variant="outlined" />
                </Stack>
                {canReadAcl && <Typography color="success.main">{t('aclVisible')}</Typography>}
                <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
                  {t('rules')}
                </Typography>
                {session.rules.length === 0 && <Typography color="text.secondary">{t('noRules')}</Typography>}
                {session.rules.map((rule) => (
                  <Chip
                    key={JSON.stringify(rule)}
                    sx={{ alignSelf: 'flex-start' }}
                    color={rule.inverted ? 'error' : 'default'}
                    label={`${rule.inverted ? t('cannot') : t('can')} ${listOf(rule.action)} · ${listOf(rule.subject)}`}
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader title={t('matrix')} />
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('matrix')} sx={{ minWidth: 420 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('subject')}</TableCell>
                    {ACTIONS.map((a) => (
                      <TableCell key={a} align="center">
                        {t(`action.${a}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shownSubjects.map((subject) => (
                    <TableRow key={subject}>
                      <TableCell>{t(`subjects.${subject}`, { defaultValue: subject })}</TableCell>
                      {ACTIONS.map((action) => {
                        const allowed = source.ability.can(action, subject);
                        return (
                          <TableCell
                            key={action}
                            align="center"
                            aria-label={allowed ? t('can') : t('cannot')}
                          >
                            {allowed ? (
                              <IconCheck size={18} color="var(--mui-palette-success-main, #28C76F)" />
                            ) : (
                              <IconX size={18} opacity={0.4} />
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
