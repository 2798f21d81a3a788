import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { richTextLabels } from '@/components/rich-text-editor/toolbar-labels';
import { fieldMessage } from '@/lib/form-errors';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { CodeBlock, SampleForm, useFormsText, useSampleSave } from '../forms-kit';

const schema = z.object({
  name: z.string().trim().min(1, 'is required').max(80, 'is too long'),
  description: z.string().min(1, 'is required').max(2000, 'is too long'),
});
type Values = z.infer<typeof schema>;
const START: Values = {
  name: 'Spring jacket',
  description: '<p>A <strong>light</strong> jacket for <em>spring</em> evenings.</p>',
};

/** The rich-text editor as a form field (product, category, e-mail), and the HTML it hands to the form. */
export function EditorPage() {
  const k = useFormsText('editor');
  const { t } = useTranslation('ui-kit');
  const sample = useSampleSave<Values>();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: START });
  const html = form.watch('description');
  const labels = richTextLabels(k, 'labels.');
  return (
    <KitPage section="forms" name="editor">
      <Specimen
        title={k('field.title')}
        description={k('field.description')}
        importLine="import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';"
        props={[
          { name: 'value', type: 'string (HTML)', description: k('props.value') },
          { name: 'onChange', type: '(html: string) => void', description: k('props.onChange') },
          { name: 'labels', type: 'RichTextToolbarLabels', description: k('props.labels') },
          { name: 'minHeight', type: 'number', description: k('props.minHeight') },
          { name: 'quotes', type: 'boolean', description: k('props.quotes') },
        ]}
      >
        <SampleForm
          form={form}
          sample={sample}
          start={START}
          result={
            sample.saved && (
              <Typography role="status" color="success.main">
                {k('field.saved', { count: sample.saved.description.length })}
              </Typography>
            )
          }
        >
          <FormField ns="ui-kit" control={form.control} name="name" label={k('field.name')} required />
          <Controller
            control={form.control}
            name="description"
            render={({ field, fieldState }) => (
              <LazyRichTextEditor
                label={k('field.label')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error !== undefined}
                helperText={fieldMessage(t, 'ui-kit', fieldState.error?.message) ?? k('field.help')}
                minHeight={120}
                labels={labels}
              />
            )}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">{k('field.html')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {k('field.htmlHelp')}
            </Typography>
            <CodeBlock live>{html || k('field.emptyHtml')}</CodeBlock>
          </Box>
        </SampleForm>
      </Specimen>
    </KitPage>
  );
}
