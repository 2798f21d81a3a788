import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { richTextLabels } from './toolbar-labels';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  /** A field holding HTML. */
  name: Path<T>;
  /** The form's namespace: the field's reasons and the toolbar's labels are read there. */
  ns: string;
  label: string;
  /** Where the toolbar's labels are in `ns` (`editor.` gives `editor.bold`, …). */
  labelsPrefix: string;
  minHeight?: number;
};

/** A form's rich-text field: the lazily loaded editor bound to `name`, with the field's reason under it. */
export function RichTextField<T extends FieldValues, O>({
  control,
  name,
  ns,
  label,
  labelsPrefix,
  minHeight,
}: Props<T, O>) {
  const { t } = useTranslation(ns);
  const { field, fieldState } = useController({ control, name });
  return (
    <LazyRichTextEditor
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={fieldState.error !== undefined}
      helperText={fieldMessage(t, ns, fieldState.error?.message)}
      minHeight={minHeight}
      labels={richTextLabels(t, labelsPrefix)}
    />
  );
}
