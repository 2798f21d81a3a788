import { PAGE_SIZE_OPTIONS } from '@app/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type Props = { value: number; onChange: (size: number) => void; label: string; options?: readonly number[] };

/** How many rows a page shows (spec 001 §9: 5, 10, 20, 25, 50, 100). */
export function PageSizeSelect({ value, onChange, label, options = PAGE_SIZE_OPTIONS }: Props) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 96 }}
    >
      {options.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
}
