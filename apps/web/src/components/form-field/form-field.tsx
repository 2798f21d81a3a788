import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { fromOptionalNumber, toOptionalNumber } from './optional-number';

type FieldProps<T extends FieldValues, O> = Omit<TextFieldProps, 'name'> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  options?: { value: string; label: ReactNode }[];
  /** The area's i18n namespace, for its own validation wording. */
  ns: string;
  /** An emptied optional field is left out rather than sent as "" (a new password, for one). */
  emptyIsUnset?: boolean;
  /** A number field; `nullable` turns an emptied field into null, `required` into NaN for zod to refuse. */
  number?: 'required' | 'nullable';
};

/**
 * A text, number or select field bound to the form, with its error below in the interface language.
 * A select with `number` sends its option's value as a number (an id).
 */
export function FormField<T extends FieldValues, O>({
  control,
  name,
  options,
  ns,
  helperText,
  emptyIsUnset,
  number,
  ...rest
}: FieldProps<T, O>) {
  const { t } = useTranslation(ns);
  const parse = (text: string) => {
    if (number) {
      const n = toOptionalNumber(text);
      return n === null && number === 'required' ? Number.NaN : n;
    }
    return emptyIsUnset && text === '' ? undefined : text;
  };
  // Free text (a note, a description) takes the direction of what is written in it: an English note
  // in the Arabic interface keeps its punctuation at its end.
  const slotProps = rest.multiline
    ? { ...rest.slotProps, htmlInput: { dir: 'auto', ...(rest.slotProps?.htmlInput as object | undefined) } }
    : rest.slotProps;
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const shown = number ? fromOptionalNumber(field.value) : (field.value ?? '');
  const typedInto = useRef<HTMLInputElement | null>(null);
  // What was typed into the server's render of this field before the page's code ran is in the page,
  // not in the form (React 19 does not report it): taken at mount, before anything draws the field
  // again (docs/decisions/018-landing-page-first-paint.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useLayoutEffect(() => {
    const typed = typedInto.current?.value;
    if (typed !== undefined && typed !== String(shown)) field.onChange(parse(typed));
  }, []);
  return (
    <TextField
      fullWidth
      size="small"
      {...rest}
      slotProps={slotProps}
      {...field}
      // The input itself, so that the form can focus the first field it refuses.
      inputRef={(input: HTMLInputElement | null) => {
        ref(input);
        typedInto.current = options === undefined ? input : null;
      }}
      value={shown}
      onChange={(e) => field.onChange(parse(e.target.value))}
      type={number && options === undefined ? 'number' : rest.type}
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
  );
}
