import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type Props = {
  label: string;
  value?: string;
  options: { value: string; label: string }[];
  onChange: (value?: string) => void;
  /** The first choice, which clears the filter ("All"). */
  allLabel: string;
};

/** A list filter: a select whose empty choice means "all". */
export function FilterSelect({ label, value, options, onChange, allLabel }: Props) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
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
