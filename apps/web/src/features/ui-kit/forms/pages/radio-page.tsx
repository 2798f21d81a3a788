import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { fieldMessage } from '@/lib/form-errors';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { SampleForm, useFormsText, useSampleSave } from '../forms-kit';

const PLANS = ['basic', 'team', 'company'] as const;
const schema = z
  .object({
    plan: z.enum(PLANS, 'is required'),
    company: z.string().trim().max(60, 'is too long'),
    cycle: z.enum(['monthly', 'yearly']),
  })
  .refine((v) => v.plan !== 'company' || v.company !== '', { path: ['company'], message: 'is required' });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const START = { plan: undefined, company: '', cycle: 'monthly' } as unknown as Input;

/** Radio groups bound to a form: a required choice with a hint per option, and a row of two. */
export function RadioPage() {
  const k = useFormsText('radio');
  const { t } = useTranslation('ui-kit');
  const sample = useSampleSave<Output>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: START });
  const plan = form.watch('plan');
  const planId = useId();
  const cycleId = useId();
  return (
    <KitPage section="forms" name="radio">
      <Specimen
        title={k('group.title')}
        description={k('group.description')}
        importLine="import RadioGroup from '@mui/material/RadioGroup';"
        props={[
          { name: 'value', type: 'string', description: k('props.value') },
          { name: 'onChange', type: '(event, value) => void', description: k('props.onChange') },
          { name: 'row', type: 'boolean', description: k('props.row') },
          { name: 'aria-labelledby', type: 'string', description: k('props.labelledby') },
        ]}
      >
        <SampleForm form={form} sample={sample} start={START} gap={2}>
          <Controller
            control={form.control}
            name="plan"
            render={({ field, fieldState }) => (
              <FormControl error={fieldState.error !== undefined} required>
                <FormLabel id={planId}>{k('group.plan')}</FormLabel>
                <RadioGroup
                  aria-labelledby={planId}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(_, v) => field.onChange(v)}
                >
                  {PLANS.map((p) => (
                    <FormControlLabel
                      key={p}
                      value={p}
                      control={<Radio />}
                      label={
                        <Box sx={{ py: 0.5 }}>
                          <Typography>{k(`plans.${p}`)}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {k(`plans.${p}Hint`)}
                          </Typography>
                        </Box>
                      }
                    />
                  ))}
                  <FormControlLabel
                    value="enterprise"
                    control={<Radio />}
                    label={k('plans.enterprise')}
                    disabled
                  />
                </RadioGroup>
                {fieldState.error && (
                  <FormHelperText>{fieldMessage(t, 'ui-kit', fieldState.error.message)}</FormHelperText>
                )}
              </FormControl>
            )}
          />
          {plan === 'company' && (
            <FormField
              ns="ui-kit"
              control={form.control}
              name="company"
              label={k('group.company')}
              required
              sx={{ maxWidth: 360 }}
            />
          )}
          <Controller
            control={form.control}
            name="cycle"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={cycleId}>{k('group.cycle')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={cycleId}
                  value={field.value}
                  onChange={(_, v) => field.onChange(v)}
                >
                  <FormControlLabel value="monthly" control={<Radio />} label={k('group.monthly')} />
                  <FormControlLabel
                    value="yearly"
                    control={<Radio color="success" />}
                    label={k('group.yearly')}
                  />
                </RadioGroup>
              </FormControl>
            )}
          />
        </SampleForm>
      </Specimen>
    </KitPage>
  );
}
