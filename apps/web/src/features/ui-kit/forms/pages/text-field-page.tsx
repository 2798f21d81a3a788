import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { SampleForm, useFormsText, useSampleSave } from '../forms-kit';

const schema = z.object({
  fullName: z.string().trim().min(1, 'is required').max(60, 'is too long'),
  email: z.email('must be an e-mail address'),
  price: z.number('is required').positive('must be positive'),
  notes: z.string().max(200, 'must have at most 200 characters').optional(),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const EMPTY: Input = { fullName: '', email: '', price: Number.NaN, notes: '' };

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The app's text fields: FormField over react-hook-form and zod, and MUI TextField's states. */
export function TextFieldPage() {
  const k = useFormsText('text-field');
  const sample = useSampleSave<Output>();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { control } = form;
  return (
    <KitPage section="forms" name="text-field">
      <Specimen
        title={k('bound.title')}
        description={k('bound.description')}
        importLine="import { FormField } from '@/components/form-field/form-field';"
        props={[
          { name: 'control', type: 'Control<T>', description: k('props.control') },
          { name: 'name', type: 'Path<T>', description: k('props.name') },
          { name: 'ns', type: 'string', description: k('props.ns') },
          { name: 'number', type: "'required' | 'nullable'", description: k('props.number') },
          { name: 'emptyIsUnset', type: 'boolean', description: k('props.emptyIsUnset') },
        ]}
      >
        <SampleForm form={form} sample={sample} start={EMPTY}>
          <Box sx={grid}>
            <FormField ns="ui-kit" control={control} name="fullName" label={k('bound.fullName')} required />
            <FormField
              ns="ui-kit"
              control={control}
              name="email"
              type="email"
              label={k('bound.email')}
              required
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <FormField
              ns="ui-kit"
              control={control}
              name="price"
              number="required"
              label={k('bound.price')}
              required
              slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
            <FormField
              ns="ui-kit"
              control={control}
              name="notes"
              label={k('bound.notes')}
              helperText={k('bound.notesHelp')}
            />
          </Box>
        </SampleForm>
      </Specimen>
      <Specimen
        title={k('states.title')}
        description={k('states.description')}
        importLine="import TextField from '@mui/material/TextField';"
        props={[
          { name: 'size', type: "'small' | 'medium'", description: k('props.size') },
          { name: 'multiline', type: 'boolean', description: k('props.multiline') },
          { name: 'disabled', type: 'boolean', description: k('props.disabled') },
          {
            name: 'slotProps.input',
            type: '{ readOnly, startAdornment }',
            description: k('props.slotProps'),
          },
        ]}
      >
        <Box sx={grid}>
          <TextField size="small" label={k('states.placeholder')} placeholder={k('states.placeholderText')} />
          <TextField size="small" label={k('states.disabled')} defaultValue={k('states.value')} disabled />
          <TextField
            size="small"
            label={k('states.readOnly')}
            defaultValue={k('states.value')}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            size="small"
            label={k('states.error')}
            defaultValue="ab"
            error
            helperText={k('states.errorText')}
          />
          <TextField
            size="small"
            label={k('states.multiline')}
            multiline
            minRows={3}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
      </Specimen>
    </KitPage>
  );
}
