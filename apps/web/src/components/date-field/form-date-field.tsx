import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { DateField } from './date-field';
import type { DateFieldProps } from './date-field-props';

type Props<T extends FieldValues, O> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** The area's i18n namespace, for its own validation wording. */
  ns: string;
};

/** A day field bound to the form (`YYYY-MM-DD` text), with its error below in the interface language. */
export function FormDateField<T extends FieldValues, O>({
  control,
  name,
  ns,
  helperText,
  ...rest
}: Props<T, O>) {
  const { t } = useTranslation(ns);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          // The hidden input, so that the form can focus the first field it refuses.
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldMessage(t, ns, fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
