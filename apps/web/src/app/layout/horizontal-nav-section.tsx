import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHorizontalItemSx } from './horizontal-nav-button';
import type { NavSection } from './navigation';
import { isLinkActive } from './visible-navigation';

/** Popover menus sit 6px under their button (spec 000 §4). */
const POPOVER_OFFSET = '6px';

/** A section of the horizontal menu: a button that opens its links in a drop-down. */
export function HorizontalNavSection({ section, pathname }: { section: NavSection; pathname: string }) {
  const { t } = useTranslation('app');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = section.children.some((link) => isLinkActive(link, pathname));
  const sx = useHorizontalItemSx(active);
  const Icon = section.icon;
  const side = useTheme().direction === 'rtl' ? 'right' : 'left';
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<Icon size={22} stroke={1.6} />}
        endIcon={<IconChevronDown size={18} />}
        sx={sx}
      >
        {t(`nav.${section.key}`)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: side }}
        transformOrigin={{ vertical: 'top', horizontal: side }}
        slotProps={{ paper: { sx: { mt: POPOVER_OFFSET, minWidth: 230, p: 0.5 } } }}
      >
        {section.children.map((link) => {
          const LinkIcon = link.icon;
          const current = isLinkActive(link, pathname);
          return (
            <MenuItem
              key={link.key}
              component={Link}
              to={link.to}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={() => setAnchor(null)}
              sx={{
                gap: 1,
                borderRadius: 1,
                my: 0.25,
                py: 1,
                '&.Mui-selected': { color: 'primary.main' },
              }}
            >
              <LinkIcon size={20} stroke={1.6} aria-hidden />
              <Box component="span">{t(`nav.${link.key}`)}</Box>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
