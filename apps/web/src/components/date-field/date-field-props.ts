import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref } from 'react';

/**
 * The props of `DateField` and `DateTimeField`. Their values are text in the contracts' formats:
 * `YYYY-MM-DD` for a day, `YYYY-MM-DDTHH:mm` (local time) for a day and time.
 */
export type DateFieldProps = {
  label: string;
  /** The value (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` with the time), or '' / undefined for none. */
  value: string | undefined;
  /** The typed or chosen value in the same format; '' while the field is empty or incomplete. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown and focusable, not editable: the calendar button is hidden. */
  readOnly?: boolean;
  /** The first day (or moment) the calendar offers, in the value's format. */
  min?: string;
  /** The last day (or moment) the calendar offers, in the value's format. */
  max?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};
