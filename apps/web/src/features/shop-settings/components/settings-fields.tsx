import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { fromOptionalNumber, toOptionalNumber } from '../form-values';

type Base<T extends FieldValues> = { control: Control<T>; name: Path<T> };
type TextProps<T extends FieldValues> = Base<T> &
  Omit<TextFieldProps, 'name'> & {
    options?: { value: string; label: string }[];
    /** A number field; `nullable` turns an emptied field into null. */
    number?: 'required' | 'nullable';
  };

/** A text, number or select field bound to the form, with its error in the interface language. */
export function SettingsField<T extends FieldValues>({
  control,
  name,
  options,
  number,
  ...rest
}: TextProps<T>) {
  const { t } = useTranslation('shop-settings');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          size="small"
          {...rest}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={number ? fromOptionalNumber(field.value) : (field.value ?? '')}
          onChange={(e) => {
            if (!number) return field.onChange(e.target.value);
            const n = toOptionalNumber(e.target.value);
            field.onChange(n === null && number === 'required' ? Number.NaN : n);
          }}
          type={number ? 'number' : rest.type}
          select={options !== undefined}
          error={fieldState.error !== undefined}
          helperText={fieldMessage(t, 'shop-settings', fieldState.error?.message) ?? rest.helperText}
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

/** An on/off setting bound to the form. */
export function SettingsSwitch<T extends FieldValues>({ control, name, label }: Base<T> & { label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={label}
        />
      )}
    />
  );
}
