import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { fieldMessage } from '@/lib/form-errors';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { AgreementCheckbox } from '../agreement-checkbox';
import { SampleForm, useFormsText, useSampleSave } from '../forms-kit';

const CHANNELS = ['email', 'browser', 'app'] as const;
const schema = z
  .object({
    channels: z.array(z.enum(CHANNELS)).min(1, 'is required'),
    address: z.union([z.literal(''), z.email('must be an e-mail address')]),
    terms: z.literal(true, 'must be accepted'),
  })
  .refine((v) => !v.channels.includes('email') || v.address !== '', {
    path: ['address'],
    message: 'is required',
  });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const START = { channels: ['email'], address: '', terms: false } as unknown as Input;

/** Checkboxes bound to a form: a group whose "all" box is indeterminate, and a box that must be ticked. */
export function CheckboxPage() {
  const k = useFormsText('checkbox');
  const { t } = useTranslation('ui-kit');
  const sample = useSampleSave<Output>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: START });
  const channels = form.watch('channels') ?? [];
  return (
    <KitPage section="forms" name="checkbox">
      <Specimen
        title={k('group.title')}
        description={k('group.description')}
        importLine="import Checkbox from '@mui/material/Checkbox';"
        props={[
          { name: 'checked', type: 'boolean', description: k('props.checked') },
          { name: 'indeterminate', type: 'boolean', description: k('props.indeterminate') },
          { name: 'onChange', type: '(event, checked) => void', description: k('props.onChange') },
          { name: 'FormControlLabel.label', type: 'ReactNode', description: k('props.label') },
        ]}
      >
        <SampleForm form={form} sample={sample} start={START} gap={2}>
          <Controller
            control={form.control}
            name="channels"
            render={({ field, fieldState }) => {
              const value = field.value ?? [];
              const toggle = (c: (typeof CHANNELS)[number]) =>
                field.onChange(value.includes(c) ? value.filter((x) => x !== c) : [...value, c]);
              return (
                <FormControl component="fieldset" error={fieldState.error !== undefined}>
                  <FormLabel component="legend">{k('group.legend')}</FormLabel>
                  <FormControlLabel
                    label={k('group.all')}
                    control={
                      <Checkbox
                        checked={value.length === CHANNELS.length}
                        indeterminate={value.length > 0 && value.length < CHANNELS.length}
                        onChange={(_, on) => field.onChange(on ? [...CHANNELS] : [])}
                      />
                    }
                  />
                  <FormGroup sx={{ paddingInlineStart: 3 }}>
                    {CHANNELS.map((c) => (
                      <FormControlLabel
                        key={c}
                        label={k(`group.${c}`)}
                        control={<Checkbox checked={value.includes(c)} onChange={() => toggle(c)} />}
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>
                    {fieldMessage(t, 'ui-kit', fieldState.error?.message) ?? ' '}
                  </FormHelperText>
                </FormControl>
              );
            }}
          />
          <FormField
            ns="ui-kit"
            control={form.control}
            name="address"
            type="email"
            label={k('group.address')}
            helperText={k('group.addressHelp')}
            disabled={!channels.includes('email')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            sx={{ maxWidth: 360 }}
          />
          <AgreementCheckbox control={form.control} name="terms" label={k('group.terms')} touchOnBlur />
        </SampleForm>
      </Specimen>
      <Specimen
        title={k('colours.title')}
        description={k('colours.description')}
        importLine="import Checkbox from '@mui/material/Checkbox';"
        props={[
          { name: 'color', type: "'primary' | 'secondary' | 'success' | …", description: k('props.color') },
          { name: 'size', type: "'small' | 'medium'", description: k('props.size') },
          { name: 'disabled', type: 'boolean', description: k('props.disabled') },
        ]}
      >
        <FormGroup row sx={{ gap: 1 }}>
          <FormControlLabel label={k('colours.primary')} control={<Checkbox defaultChecked />} />
          <FormControlLabel
            label={k('colours.success')}
            control={<Checkbox defaultChecked color="success" />}
          />
          <FormControlLabel label={k('colours.error')} control={<Checkbox defaultChecked color="error" />} />
          <FormControlLabel label={k('colours.small')} control={<Checkbox size="small" />} />
          <FormControlLabel label={k('colours.disabled')} control={<Checkbox disabled defaultChecked />} />
        </FormGroup>
      </Specimen>
    </KitPage>
  );
}
