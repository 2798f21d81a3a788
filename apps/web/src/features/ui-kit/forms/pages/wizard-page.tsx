import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { useWizard, type WizardStep } from '@/components/wizard/use-wizard';
import { WizardDone } from '@/components/wizard/wizard-done';
import { WizardForm, WizardPane } from '@/components/wizard/wizard-form';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { AgreementCheckbox } from '../agreement-checkbox';
import { useFormsText, useSampleSave } from '../forms-kit';

const schema = z.object({
  email: z.email('must be an e-mail address'),
  password: z.string().min(8, 'must have at least 8 characters'),
  fullName: z.string().trim().min(1, 'is required'),
  company: z.string().max(60, 'is too long'),
  terms: z.literal(true, 'must be accepted'),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const EMPTY = { email: '', password: '', fullName: '', company: '', terms: false } as unknown as Values;
const STEPS: WizardStep<Values>[] = [
  { key: 'account', fields: ['email', 'password'] },
  { key: 'profile', fields: ['fullName', 'company'] },
  { key: 'confirm', fields: ['terms'] },
];

/** The wizard of the checkout and the deal: one form, each step checked before the next, then its end. */
export function WizardPage() {
  const k = useFormsText('wizard');
  const sample = useSampleSave<Output>();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const wizard = useWizard(form, STEPS);
  const [done, setDone] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    await sample.save(values);
    setDone(true);
  }, wizard.openStepOfErrors);
  const values = form.watch();
  const steps = STEPS.map((s) => ({
    key: s.key,
    label: k(`steps.${s.key}`),
    description: k(`steps.${s.key}Hint`),
  }));
  const restart = () => {
    form.reset(EMPTY);
    wizard.restart();
    sample.clear();
    setDone(false);
  };
  return (
    <KitPage section="forms" name="wizard">
      <Specimen
        title={k('form.title')}
        description={k('form.description')}
        importLine="import { WizardForm, WizardPane } from '@/components/wizard/wizard-form';"
        props={[
          { name: 'useWizard(form, steps)', type: 'Wizard', description: k('props.useWizard') },
          { name: 'steps[].fields', type: 'Path<T>[]', description: k('props.fields') },
          { name: 'serverError', type: 'string | null', description: k('props.serverError') },
          { name: 'finishLabel', type: 'string', description: k('props.finishLabel') },
          { name: 'WizardDone.onAnother', type: '() => void', description: k('props.onAnother') },
        ]}
      >
        {done ? (
          <WizardDone
            title={k('done.title')}
            text={k('done.text', { name: sample.saved?.fullName ?? '' })}
            anotherLabel={k('done.another')}
            onAnother={restart}
          />
        ) : (
          <WizardForm
            wizard={wizard}
            steps={steps}
            onSubmit={submit}
            serverError={null}
            finishLabel={form.formState.isSubmitting ? k('form.creating') : k('form.create')}
            busy={form.formState.isSubmitting}
          >
            <WizardPane shown={wizard.active === 0}>
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormField
                  ns="ui-kit"
                  control={form.control}
                  name="email"
                  type="email"
                  label={k('fields.email')}
                  required
                />
                <FormField
                  ns="ui-kit"
                  control={form.control}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  label={k('fields.password')}
                  required
                />
              </Box>
            </WizardPane>
            <WizardPane shown={wizard.active === 1}>
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormField
                  ns="ui-kit"
                  control={form.control}
                  name="fullName"
                  label={k('fields.fullName')}
                  required
                />
                <FormField ns="ui-kit" control={form.control} name="company" label={k('fields.company')} />
              </Box>
            </WizardPane>
            <WizardPane shown={wizard.active === 2}>
              <Box sx={{ display: 'grid', gap: 1 }}>
                <Typography>
                  {k('confirm.summary', { name: values.fullName, email: values.email })}
                </Typography>
                <AgreementCheckbox control={form.control} name="terms" label={k('fields.terms')} />
              </Box>
            </WizardPane>
          </WizardForm>
        )}
      </Specimen>
    </KitPage>
  );
}
