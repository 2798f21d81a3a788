import { type Email, type EmailFolder, emailLabels } from '@app/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  IconCheck,
  IconFolderSymlink,
  IconMail,
  IconMailOpened,
  IconRestore,
  IconStar,
  IconStarOff,
  IconTag,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailChange } from '../email-cache';
import { FOLDER_ICONS } from '../email-looks';
import { EmailLabelDot } from './email-label-dot';

const MOVE_TO: EmailFolder[] = ['inbox', 'spam'];

type Props = {
  emails: Email[];
  trash: boolean;
  onChange: (change: EmailChange) => void;
  onDeleteForever: () => void;
};

function Action({
  title,
  onClick,
  children,
  ...rest
}: {
  title: string;
  onClick: (e: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
  'aria-haspopup'?: 'menu';
}) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} onClick={onClick} {...rest}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** What can be done to the selected e-mails: read state, star, move, label, trash (or restore and delete forever). */
export function EmailBulkActions({ emails, trash, onChange, onDeleteForever }: Props) {
  const { t } = useTranslation('email');
  const [moveAnchor, setMoveAnchor] = useState<HTMLElement | null>(null);
  const [labelAnchor, setLabelAnchor] = useState<HTMLElement | null>(null);
  const allRead = emails.every((e) => e.isRead);
  const allStarred = emails.every((e) => e.isStarred);
  return (
    <Box
      role="toolbar"
      aria-label={t('bulk.label', { count: emails.length })}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, flexWrap: 'wrap' }}
    >
      {trash ? (
        <>
          <Action title={t('actions.restore')} onClick={() => onChange({ data: { isDeleted: false } })}>
            <IconRestore size={20} />
          </Action>
          <Action title={t('actions.deleteForever')} onClick={onDeleteForever}>
            <IconTrashX size={20} />
          </Action>
        </>
      ) : (
        <Action title={t('actions.delete')} onClick={() => onChange({ data: { isDeleted: true } })}>
          <IconTrash size={20} />
        </Action>
      )}
      <Action
        title={allRead ? t('actions.markUnread') : t('actions.markRead')}
        onClick={() => onChange({ data: { isRead: !allRead } })}
      >
        {allRead ? <IconMail size={20} /> : <IconMailOpened size={20} />}
      </Action>
      <Action
        title={allStarred ? t('actions.unstar') : t('actions.star')}
        onClick={() => onChange({ data: { isStarred: !allStarred } })}
      >
        {allStarred ? <IconStarOff size={20} /> : <IconStar size={20} />}
      </Action>
      <Action
        title={t('actions.moveTo')}
        aria-haspopup="menu"
        onClick={(e) => setMoveAnchor(e.currentTarget)}
      >
        <IconFolderSymlink size={20} />
      </Action>
      <Action
        title={t('actions.label')}
        aria-haspopup="menu"
        onClick={(e) => setLabelAnchor(e.currentTarget)}
      >
        <IconTag size={20} />
      </Action>
      <Menu anchorEl={moveAnchor} open={Boolean(moveAnchor)} onClose={() => setMoveAnchor(null)}>
        {MOVE_TO.map((folder) => {
          const Icon = FOLDER_ICONS[folder];
          return (
            <MenuItem
              key={folder}
              onClick={() => {
                setMoveAnchor(null);
                onChange({ data: trash ? { folder, isDeleted: false } : { folder } });
              }}
            >
              <ListItemIcon>
                <Icon size={18} />
              </ListItemIcon>
              {t(`filters.${folder}`)}
            </MenuItem>
          );
        })}
      </Menu>
      <Menu anchorEl={labelAnchor} open={Boolean(labelAnchor)} onClose={() => setLabelAnchor(null)}>
        {emailLabels.map((label) => {
          const on = emails.every((e) => e.labels.includes(label));
          return (
            <MenuItem
              key={label}
              role="menuitemcheckbox"
              aria-checked={on}
              onClick={() => {
                setLabelAnchor(null);
                onChange({ label });
              }}
            >
              <ListItemIcon>
                <EmailLabelDot label={label} />
              </ListItemIcon>
              <Box sx={{ flex: 1, pr: 2 }}>{t(`labels.${label}`)}</Box>
              {on && <IconCheck size={16} />}
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
}
