import type { User } from '@app/contracts';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { IconDotsVertical, IconEye, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions, RowDeleteButton } from '@/components/data-table/row-actions';
import { RouterIconButton } from '@/components/router-links';
import { useInlineSides } from '@/components/use-inline-sides';

export type UserRowActionProps = {
  user: User;
  canDelete: boolean;
  canUpdate: boolean;
  /** One's own account cannot be deleted or suspended. */
  isSelf: boolean;
  onDelete: (user: User) => void;
  onSetStatus: (user: User, status: 'active' | 'inactive') => void;
};

export function UserRowActions({
  user,
  canDelete,
  canUpdate,
  isSelf,
  onDelete,
  onSetStatus,
}: UserRowActionProps) {
  const { t } = useTranslation('user');
  const sides = useInlineSides();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const suspended = user.status === 'inactive';
  const name = user.fullName;
  return (
    <RowActions>
      {canDelete && !isSelf && <RowDeleteButton ns="user" named={{ name }} onClick={() => onDelete(user)} />}
      <Tooltip title={t('actions.view')}>
        <RouterIconButton
          size="small"
          aria-label={t('actions.viewNamed', { name })}
          to="/apps/user/view/$id"
          params={{ id: String(user.id) }}
        >
          <IconEye size={20} />
        </RouterIconButton>
      </Tooltip>
      {canUpdate && !isSelf && (
        <>
          <IconButton
            size="small"
            aria-label={t('actions.moreNamed', { name })}
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <IconDotsVertical size={20} />
          </IconButton>
          <Menu
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: sides.end }}
            transformOrigin={{ vertical: 'top', horizontal: sides.end }}
          >
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onSetStatus(user, suspended ? 'active' : 'inactive');
              }}
            >
              <ListItemIcon>
                {suspended ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
              </ListItemIcon>
              {suspended ? t('actions.activate') : t('actions.suspend')}
            </MenuItem>
          </Menu>
        </>
      )}
    </RowActions>
  );
}
