import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/form-field/form-field';

type Base<T extends FieldValues> = { control: Control<T>; name: Path<T> };

/** A text, number or select field of the shop's settings, with its error in the interface language. */
export function SettingsField<T extends FieldValues>(
  props: Omit<ComponentProps<typeof FormField<T, T>>, 'ns'>,
) {
  return <FormField ns="shop-settings" {...props} />;
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
