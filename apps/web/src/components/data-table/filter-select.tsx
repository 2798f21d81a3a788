import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export type FilterSelectProps = {
  label: string;
  value?: string;
  options: { value: string; label: string }[];
  onChange: (value?: string) => void;
  /** The first choice, which clears the filter ("All"). */
  allLabel: string;
  /**
   * `grid`: fills its cell of the filters card. `toolbar`: sits in a list's toolbar and always
   * shows its choice, "All" included.
   */
  variant?: 'grid' | 'toolbar';
  sx?: SxProps<Theme>;
};

const toolbarSx = { minWidth: 150, flexGrow: { xs: 1, sm: 0 } };

/** A list filter: a select whose empty choice means "all". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
  variant = 'grid',
  sx,
}: FilterSelectProps) {
  const toolbar = variant === 'toolbar';
  return (
    <TextField
      select
      fullWidth={!toolbar && !sx}
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      slotProps={toolbar ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined}
      sx={sx ?? (toolbar ? toolbarSx : undefined)}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
