import type { Role } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeRule } from '@/components/rules-matrix/describe-condition';
import { extraRules } from '@/components/rules-matrix/rules-matrix';
import { useIntlFormat } from '@/lib/intl-format';
import { RoleAvatars } from './role-avatars';
import { roleName } from './role-name';

type Props = {
  role: Role;
  canUpdate: boolean;
  canCreate: boolean;
  canDelete: boolean;
  onEdit: (role: Role) => void;
  onCopy: (role: Role) => void;
  onDelete: (role: Role) => void;
};

/** One role: how many hold it, a few of their faces, and what can be done with it. */
export function RoleCard({ role, canUpdate, canCreate, canDelete, onEdit, onCopy, onDelete }: Props) {
  const { t, i18n } = useTranslation('role');
  const name = roleName(t, role.name);
  // Rules limited to some records, in words ("Can read orders whose status is Delivered").
  const conditions = extraRules(role.rules).map((rule) => describeRule(rule, i18n.t, i18n.language));
  const { number } = useIntlFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography color="text.secondary">
            {t('card.total', { count: role.totalUsers, formatted: number(role.totalUsers) })}
          </Typography>
          <RoleAvatars avatars={role.avatars} total={role.totalUsers} />
        </Box>
        {conditions.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('card.conditions')}>
            {conditions.map((words) => (
              <Typography component="li" variant="body2" color="text.secondary" key={words}>
                {words}
              </Typography>
            ))}
          </Box>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 1,
            mt: 'auto',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" noWrap>
              {name}
            </Typography>
            {canUpdate ? (
              <Link
                component="button"
                type="button"
                onClick={() => onEdit(role)}
                sx={{ mt: 0.5 }}
                aria-label={t('card.editNamed', { name })}
              >
                {t('card.edit')}
              </Link>
            ) : (
              <Link
                component="button"
                type="button"
                onClick={() => onEdit(role)}
                sx={{ mt: 0.5 }}
                aria-label={t('card.viewNamed', { name })}
              >
                {t('card.view')}
              </Link>
            )}
          </Box>
          {!role.isSystem && (
            <Box sx={{ display: 'flex' }}>
              {canCreate && (
                <Tooltip title={t('card.copy')}>
                  <IconButton
                    size="small"
                    aria-label={t('card.copyNamed', { name })}
                    onClick={() => onCopy(role)}
                  >
                    <IconCopy size={20} />
                  </IconButton>
                </Tooltip>
              )}
              {canDelete && (
                <Tooltip title={t('card.delete')}>
                  <IconButton
                    size="small"
                    aria-label={t('card.deleteNamed', { name })}
                    onClick={() => onDelete(role)}
                  >
                    <IconTrash size={20} />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
