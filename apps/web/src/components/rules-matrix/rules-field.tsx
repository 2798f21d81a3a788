import type { AbilityRule } from '@app/contracts';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { RulesMatrixField } from './rules-matrix-field';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  /** A field holding the CASL rules. */
  name: Path<T>;
  label: string;
  /** The area's namespace, for its own validation wording. */
  ns: string;
  readOnly?: boolean;
};

/** The rules matrix bound to a form, with its error below. */
export function RulesField<T extends FieldValues, O>({ control, name, label, ns, readOnly }: Props<T, O>) {
  const { t } = useTranslation(ns);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RulesMatrixField
          label={label}
          value={(field.value as AbilityRule[] | undefined) ?? []}
          onChange={field.onChange}
          readOnly={readOnly}
          error={fieldMessage(t, ns, fieldState.error?.message)}
        />
      )}
    />
  );
}
