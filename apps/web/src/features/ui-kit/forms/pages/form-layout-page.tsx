import { shopCountries } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { SectionCard } from '@/components/section-card';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { SubmittedValues, useFormsText, useSampleSave } from '../forms-kit';

const required = z.string().trim().min(1, 'is required');
const schema = z.object({
  firstName: required,
  lastName: required,
  email: z.email('must be an e-mail address'),
  phone: z.string().max(20, 'must have at most 20 characters'),
  address: required,
  city: required,
  postcode: z.string().trim().min(1, 'is required').max(10, 'must have at most 10 characters'),
  country: required,
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const EMPTY: Input = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postcode: '',
  country: '',
};

/** How the app lays out a long form: titled sections, two columns that become one on a phone, actions that stay in view. */
export function FormLayoutPage() {
  const k = useFormsText('form-layout');
  const format = useIntlFormat();
  const sample = useSampleSave<Output>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const field = (name: keyof Input, extra: Record<string, unknown> = {}) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormField ns="ui-kit" control={form.control} name={name} label={k(`fields.${name}`)} {...extra} />
    </Grid>
  );
  const busy = form.formState.isSubmitting;
  return (
    <KitPage section="forms" name="form-layout">
      <Specimen
        title={k('sections.title')}
        description={k('sections.description')}
        importLine="import { SectionCard } from '@/components/section-card';"
        props={[
          { name: 'SectionCard.title', type: 'string', description: k('props.title') },
          { name: 'SectionCard.action', type: 'ReactNode', description: k('props.action') },
          { name: 'Grid.size', type: '{ xs: 12, sm: 6 }', description: k('props.size') },
          { name: "position: 'sticky'", type: 'sx', description: k('props.sticky') },
        ]}
      >
        <Box component="form" noValidate onSubmit={form.handleSubmit(sample.save)}>
          <Stack spacing={3}>
            <SectionCard title={k('sections.personal')}>
              <Grid container spacing={2.5}>
                {field('firstName', { required: true })}
                {field('lastName', { required: true })}
                {field('email', { required: true, type: 'email', slotProps: { htmlInput: { dir: 'ltr' } } })}
                {field('phone', { type: 'tel', slotProps: { htmlInput: { dir: 'ltr' } } })}
              </Grid>
            </SectionCard>
            <SectionCard title={k('sections.address')}>
              <Grid container spacing={2.5}>
                <Grid size={12}>
                  <FormField
                    ns="ui-kit"
                    control={form.control}
                    name="address"
                    label={k('fields.address')}
                    required
                  />
                </Grid>
                {field('city', { required: true })}
                {field('postcode', { required: true })}
                {field('country', {
                  required: true,
                  options: shopCountries.map((c) => ({
                    value: c.name,
                    label: format.country(c.code, c.name),
                  })),
                })}
              </Grid>
            </SectionCard>
            {sample.saved && <Alert severity="success">{k('sections.saved')}</Alert>}
            <SubmittedValues values={sample.saved} />
          </Stack>
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 1,
              mt: 3,
              py: 2,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: 1.5,
              bgcolor: 'background.default',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Button
              variant="outlined"
              color="secondary"
              disabled={busy}
              onClick={() => {
                form.reset(EMPTY);
                sample.clear();
              }}
            >
              {k('sections.discard')}
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {busy ? k('sections.saving') : k('sections.save')}
            </Button>
          </Box>
        </Box>
      </Specimen>
    </KitPage>
  );
}
