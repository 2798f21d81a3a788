import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconCheck, IconDotsVertical } from '@tabler/icons-react';
import { useId, useState } from 'react';

type Props<T extends string> = {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** A card header's menu that picks what the card shows (revenue or orders), the choice ticked. */
export function MeasureMenu<T extends string>({ label, value, options, onChange }: Props<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <IconDotsVertical size={20} aria-hidden />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {options.map((o) => (
          <MenuItem
            key={o.value}
            role="menuitemradio"
            aria-checked={o.value === value}
            onClick={() => {
              setAnchor(null);
              onChange(o.value);
            }}
          >
            <ListItemIcon>{o.value === value && <IconCheck size={18} aria-hidden />}</ListItemIcon>
            {o.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
