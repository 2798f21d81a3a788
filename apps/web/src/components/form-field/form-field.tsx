import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';

type FieldProps<T extends FieldValues, O> = Omit<TextFieldProps, 'name'> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  options?: { value: string; label: ReactNode }[];
  /** The area's i18n namespace, for its own validation wording. */
  ns: string;
};

/** A text field, or a select when given options, bound to the form with its error below. */
export function FormField<T extends FieldValues, O>({
  control,
  name,
  options,
  ns,
  helperText,
  ...rest
}: FieldProps<T, O>) {
  const { t } = useTranslation(ns);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          size="small"
          {...rest}
          {...field}
          value={field.value ?? ''}
          select={options !== undefined}
          error={fieldState.error !== undefined}
          helperText={fieldMessage(t, ns, fieldState.error?.message) ?? helperText}
        >
          {options?.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
