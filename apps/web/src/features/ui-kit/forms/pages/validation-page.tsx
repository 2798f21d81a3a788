import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { CodeBlock, SampleForm, SubmittedValues, useFormsText, useSampleSave } from '../forms-kit';

const schema = z.object({
  username: z
    .string()
    .min(3, 'must have at least 3 characters')
    .max(30, 'must have at most 30 characters')
    .regex(/^[A-Za-z0-9._-]*$/, 'may only contain letters, digits, dots, dashes and underscores'),
  email: z.email('must be an e-mail address'),
  password: z.string().min(8, 'must have at least 8 characters'),
  age: z
    .number('is required')
    .int('must be a whole number')
    .min(18, 'must be at least 18')
    .max(120, 'must be at most 120'),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const EMPTY: Input = { username: '', email: '', password: '', age: Number.NaN };
const FIELDS = ['username', 'email', 'password', 'age'] as const;

/** Two refusals the server sends (400 with a reason per field, 409 on a field the form lacks). */
export const SAMPLE_REFUSALS = {
  fields: {
    status: 400,
    message: 'email must be an e-mail address',
    errors: { email: 'must be an e-mail address', username: 'must have at most 30 characters' },
  },
  other: {
    status: 409,
    message: 'plan cannot be changed on your own account',
    errors: { plan: 'cannot be changed' },
  },
} as const;
type Refusal = keyof typeof SAMPLE_REFUSALS;

/** The app's validation: zod in the browser, in the reader's language, and the server's refusals placed on the fields. */
export function ValidationPage() {
  const k = useFormsText('validation');
  const sample = useSampleSave<Output>();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const [refusal, setRefusal] = useState<Refusal>('fields');
  const server = useForm<Input, unknown, Output>({
    defaultValues: { username: 'ada.lovelace', email: 'ada@example.com', password: 'analytical', age: 36 },
  });
  const { submit, formError } = useFormSubmit(server, FIELDS, async () => {
    const { status, message, errors } = SAMPLE_REFUSALS[refusal];
    throw new ApiError(status, message, errors);
  });
  return (
    <KitPage section="forms" name="validation">
      <Specimen
        title={k('browser.title')}
        description={k('browser.description')}
        importLine="import { zodResolver } from '@hookform/resolvers/zod';"
        props={[
          { name: 'resolver', type: 'zodResolver(schema)', description: k('props.resolver') },
          { name: 'mode', type: "'onSubmit' | 'onTouched' | 'onChange'", description: k('props.mode') },
          { name: 'fieldMessage', type: '(t, ns, message) => string', description: k('props.fieldMessage') },
        ]}
      >
        <SampleForm
          form={form}
          sample={sample}
          start={EMPTY}
          result={<SubmittedValues values={sample.saved && { ...sample.saved, password: '••••••••' }} />}
        >
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField
              ns="ui-kit"
              control={form.control}
              name="username"
              label={k('fields.username')}
              required
            />
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
              label={k('fields.password')}
              autoComplete="new-password"
              required
            />
            <FormField
              ns="ui-kit"
              control={form.control}
              name="age"
              number="required"
              label={k('fields.age')}
              required
            />
          </Box>
        </SampleForm>
      </Specimen>
      <Specimen
        title={k('server.title')}
        description={k('server.description')}
        importLine="import { useFormSubmit } from '@/components/form-field/use-form-submit';"
        props={[
          { name: 'fields', type: 'readonly string[]', description: k('props.fields') },
          { name: 'save', type: '(values) => Promise<unknown>', description: k('props.save') },
          { name: 'formError', type: 'string | null', description: k('props.formError') },
        ]}
      >
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={refusal}
            onChange={(_, next: Refusal | null) => {
              if (!next) return;
              setRefusal(next);
              server.clearErrors();
            }}
            aria-label={k('server.which')}
          >
            <ToggleButton value="fields">{k('server.fields')}</ToggleButton>
            <ToggleButton value="other">{k('server.other')}</ToggleButton>
          </ToggleButtonGroup>
          <Box>
            <Typography variant="subtitle2">{k('server.body')}</Typography>
            <CodeBlock>{JSON.stringify(SAMPLE_REFUSALS[refusal], null, 2)}</CodeBlock>
          </Box>
          {formError && <Alert severity="error">{formError}</Alert>}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField ns="ui-kit" control={server.control} name="username" label={k('fields.username')} />
            <FormField ns="ui-kit" control={server.control} name="email" label={k('fields.email')} />
          </Box>
          <Box>
            <Button type="submit" variant="contained" loading={server.formState.isSubmitting}>
              {k('server.send')}
            </Button>
          </Box>
        </Box>
      </Specimen>
    </KitPage>
  );
}
