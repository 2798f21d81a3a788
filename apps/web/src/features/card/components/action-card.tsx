import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconChevronDown, IconChevronUp, IconDotsVertical, IconRefresh, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  subheader?: ReactNode;
  /** Asks the server again; the card shows a bar until it answers. */
  onRefresh: () => void;
  refreshing: boolean;
  /** Takes the card off the page (the page offers to undo). */
  onRemove: () => void;
  children: ReactNode;
};

/** A card whose header menu refreshes its figures, folds it away or removes it from the page. */
export function ActionCard({ title, subheader, onRefresh, refreshing, onRemove, children }: Props) {
  const { t } = useTranslation('card');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(true);
  const id = useId();
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <Card sx={{ height: '100%', position: 'relative' }} aria-busy={refreshing}>
      {refreshing && (
        <LinearProgress
          aria-label={t('actions.refreshing')}
          sx={{ position: 'absolute', insetInline: 0, top: 0 }}
        />
      )}
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        action={
          <IconButton
            aria-label={t('actions.menu', { title })}
            aria-haspopup="menu"
            aria-controls={anchor ? `${id}-menu` : undefined}
            aria-expanded={anchor ? true : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <IconDotsVertical size={20} aria-hidden />
          </IconButton>
        }
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem onClick={run(onRefresh)} disabled={refreshing}>
          <ListItemIcon>
            <IconRefresh size={18} aria-hidden />
          </ListItemIcon>
          {t('actions.refresh')}
        </MenuItem>
        <MenuItem onClick={run(() => setOpen((v) => !v))}>
          <ListItemIcon>
            {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
          </ListItemIcon>
          {open ? t('actions.collapse') : t('actions.expand')}
        </MenuItem>
        <MenuItem onClick={run(onRemove)}>
          <ListItemIcon>
            <IconX size={18} aria-hidden />
          </ListItemIcon>
          {t('actions.remove')}
        </MenuItem>
      </Menu>
      <Collapse in={open}>
        <CardContent sx={{ pt: 0 }}>{children}</CardContent>
      </Collapse>
    </Card>
  );
}
