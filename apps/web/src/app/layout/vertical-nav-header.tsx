import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { IconCircle, IconCircleDot, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/brand';

type Props = {
  compact: boolean;
  overlay: boolean;
  collapsed: boolean;
  onToggle: () => void;
  onClose: () => void;
};

/** The brand at the top of the menu, with the collapse toggle (or a close button on small screens). */
export function VerticalNavHeader({ compact, overlay, collapsed, onToggle, onClose }: Props) {
  const { t } = useTranslation('app');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        minHeight: 72,
        py: 1.5,
        transition: 'padding .25s ease-in-out',
        paddingInlineStart: compact ? '11px' : '22px',
        paddingInlineEnd: compact ? '11px' : '16px',
      }}
    >
      <Brand showName={!compact} label={t('brandHome')} />
      {overlay ? (
        <IconButton size="small" onClick={onClose} aria-label={t('vnav.close')}>
          <IconX size={20} />
        </IconButton>
      ) : (
        !compact && (
          <IconButton
            size="small"
            onClick={onToggle}
            aria-label={collapsed ? t('vnav.pin') : t('vnav.collapse')}
            aria-pressed={!collapsed}
            sx={{ color: 'text.primary' }}
          >
            {collapsed ? <IconCircle size={20} /> : <IconCircleDot size={20} />}
          </IconButton>
        )
      )}
    </Box>
  );
}
