import { type EmailFilter, type EmailsMeta, emailLabels } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { IconPencilPlus } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { FILTER_ORDER, FOLDER_ICONS } from '../email-looks';
import type { EmailView } from '../email-search';
import { EmailLabelDot } from './email-label-dot';

const RouterListItem = createLink(ListItemButton);

const COUNT: Partial<Record<EmailFilter, keyof EmailsMeta>> = {
  inbox: 'inbox',
  draft: 'draft',
  spam: 'spam',
  starred: 'star',
};
const TINT: Partial<Record<EmailFilter, 'primary' | 'warning' | 'error' | 'secondary'>> = {
  inbox: 'primary',
  draft: 'warning',
  spam: 'error',
  starred: 'secondary',
};

type Props = { view: EmailView; meta?: EmailsMeta; onCompose: () => void; onNavigate?: () => void };

/** Compose, the folders with their counts (unread inbox and spam, drafts, starred) and the labels. */
export function EmailSidebar({ view, meta, onCompose, onNavigate }: Props) {
  const { t } = useTranslation('email');
  const format = useIntlFormat();
  return (
    <Box component="nav" aria-label={t('sidebar.label')} sx={{ height: '100%', overflowY: 'auto', pb: 2 }}>
      <Box sx={{ p: 2.5 }}>
        <Button fullWidth variant="contained" startIcon={<IconPencilPlus size={18} />} onClick={onCompose}>
          {t('compose.open')}
        </Button>
      </Box>
      <List dense disablePadding sx={{ px: 1.5 }}>
        {FILTER_ORDER.map((filter) => {
          const Icon = FOLDER_ICONS[filter];
          const key = COUNT[filter];
          const count = key && meta ? meta[key] : 0;
          const active = view.filter === filter;
          return (
            // A list holds list items (axe's "list" rule); the link is inside.
            <li key={filter}>
              <RouterListItem
                to={filter === 'inbox' ? '/apps/email' : '/apps/email/filter/$filter'}
                params={{ filter }}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ borderRadius: 1.5, mb: 0.25, py: 0.75 }}
              >
                <ListItemIcon sx={{ minWidth: 34, color: active ? 'primary.main' : undefined }}>
                  <Icon size={20} />
                </ListItemIcon>
                <ListItemText
                  primary={t(`filters.${filter}`)}
                  slotProps={{ primary: { sx: { fontWeight: active ? 600 : 400 } } }}
                />
                {count > 0 && (
                  <Chip
                    size="small"
                    label={format.number(count)}
                    aria-label={t(`sidebar.count.${filter}`, { count })}
                    color={TINT[filter]}
                    variant="filled"
                    sx={{ height: 20, fontSize: '0.75rem', fontWeight: 600 }}
                  />
                )}
              </RouterListItem>
            </li>
          );
        })}
      </List>
      <Typography
        variant="caption"
        component="h2"
        sx={{
          display: 'block',
          px: 3,
          pt: 3,
          pb: 1,
          color: 'text.secondary',
          textTransform: 'uppercase',
          letterSpacing: 0.8,
        }}
      >
        {t('sidebar.labels')}
      </Typography>
      <List dense disablePadding sx={{ px: 1.5 }}>
        {emailLabels.map((label) => {
          const active = view.label === label;
          return (
            <li key={label}>
              <RouterListItem
                to="/apps/email/label/$label"
                params={{ label }}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ borderRadius: 1.5, mb: 0.25, py: 0.75 }}
              >
                <ListItemIcon sx={{ minWidth: 34, pl: 0.5 }}>
                  <EmailLabelDot label={label} />
                </ListItemIcon>
                <ListItemText
                  primary={t(`labels.${label}`)}
                  slotProps={{ primary: { sx: { fontWeight: active ? 600 : 400 } } }}
                />
              </RouterListItem>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
