import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';

type Props = {
  id: string;
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  autoFocus?: boolean;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  endAdornment?: ReactNode;
};

/**
 * An outlined text field as MUI's TextField draws it, from the parts it is made of: TextField also
 * imports Select, Menu, Popover and Modal (about 12 kB gzip) that the login page never shows.
 */
export function LoginField({ id, label, error, endAdornment, onChange, inputRef, ...input }: Props) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth error={!!error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={endAdornment}
        aria-describedby={error ? helperId : undefined}
        aria-invalid={!!error}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
