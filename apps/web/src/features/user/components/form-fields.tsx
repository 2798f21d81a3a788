import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/lib/validation-message';

/** The contracts' messages, this area's own first, then the shared ones ("must be an e-mail address") in the interface language, or as they came. */
export const fieldMessage = (t: TFunction, message?: string) =>
  message
    ? t(`validation.${message}`, {
        ns: 'user',
        nsSeparator: false,
        defaultValue: translateValidation(message, (key, o) => t(key, { ...o, ns: 'common' })),
      })
    : undefined;

type FieldProps<T extends FieldValues, O> = Omit<TextFieldProps, 'name'> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  options?: { value: string; label: ReactNode }[];
  /** An emptied optional field is left out rather than sent as "" (the password). */
  emptyIsUnset?: boolean;
};

/** A text field, or a select when given options, bound to the form with its error below. */
export function FormField<T extends FieldValues, O>({
  control,
  name,
  options,
  helperText,
  emptyIsUnset,
  ...rest
}: FieldProps<T, O>) {
  const { t } = useTranslation('user');
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
          onChange={(e) => field.onChange(emptyIsUnset && e.target.value === '' ? undefined : e.target.value)}
          select={options !== undefined}
          error={fieldState.error !== undefined}
          helperText={fieldMessage(t, fieldState.error?.message) ?? helperText}
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
