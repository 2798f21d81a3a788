import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { DateField, DateTimeField } from './date-field';
import type { DateFieldProps } from './date-field-props';

type Props<T extends FieldValues, O> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** The area's i18n namespace, for its own validation wording. */
  ns: string;
  /** A day and a time (`YYYY-MM-DDTHH:mm`, local) rather than a day. */
  withTime?: boolean;
};

/**
 * A day field bound to the form (`YYYY-MM-DD` text, or `YYYY-MM-DDTHH:mm` `withTime`), with its error
 * below in the interface language.
 */
export function FormDateField<T extends FieldValues, O>({
  control,
  name,
  ns,
  helperText,
  withTime = false,
  ...rest
}: Props<T, O>) {
  const { t } = useTranslation(ns);
  const Field = withTime ? DateTimeField : DateField;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
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
