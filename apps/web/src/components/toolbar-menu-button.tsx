import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useId, useState } from 'react';

type Props = {
  tooltip: string;
  /** The button's accessible name (the tooltip, or more: "Theme: Dark"). */
  label: string;
  icon: ReactNode;
  /** The menu's items; `close` closes the menu after a choice. */
  children: (close: () => void) => ReactNode;
};

/** A top-bar icon button that opens a menu of choices (language, theme). */
export function ToolbarMenuButton({ tooltip, label, icon, children }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={tooltip}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          sx={{ color: 'text.primary' }}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ paper: { sx: { mt: '2px', minWidth: 160 } } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
