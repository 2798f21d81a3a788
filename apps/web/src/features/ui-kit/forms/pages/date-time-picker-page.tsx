import type { DashboardPeriod } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDateField } from '@/components/date-field/form-date-field';
import { DateRangeControl } from '@/components/date-range/date-range-control';
import { FormField } from '@/components/form-field/form-field';
import { presetPeriod } from '@/lib/date-range';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { SampleForm, useFormsText, useSampleSave } from '../forms-kit';

const today = () => new Date().toISOString().slice(0, 10);
const schema = z
  .object({
    day: z.iso.date('is required'),
    opensAt: z.iso.time('is required'),
    startsAt: z.string().min(1, 'is required'),
    endsAt: z.string().min(1, 'is required'),
  })
  .refine((v) => v.endsAt > v.startsAt, { path: ['endsAt'], message: 'endsBeforeStart' });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const START: Input = {
  day: today(),
  opensAt: '09:00',
  startsAt: `${today()}T10:00`,
  endsAt: `${today()}T11:30`,
};
const shrink = { inputLabel: { shrink: true } } as const;

/** The app's dates and times: the day and day-and-time fields (MUI X's pickers in your language), the native time input, and the dashboards' period. */
export function DateTimePickerPage() {
  const k = useFormsText('date-time-picker');
  const format = useIntlFormat();
  const sample = useSampleSave<Output>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: START });
  const [period, setPeriod] = useState<DashboardPeriod>(() => presetPeriod('30'));
  const day = form.watch('day');
  return (
    <KitPage section="forms" name="date-time-picker">
      <Specimen
        title={k('native.title')}
        description={k('native.description')}
        importLine="import { FormDateField } from '@/components/date-field/form-date-field';"
        props={[
          { name: 'FormDateField value', type: "'YYYY-MM-DD' | ''", description: k('props.day') },
          { name: 'withTime', type: 'boolean', description: k('props.withTime') },
          { name: 'type', type: "'time'", description: k('props.type') },
          { name: 'slotProps.inputLabel.shrink', type: 'true', description: k('props.shrink') },
          { name: 'slotProps.htmlInput', type: '{ min, max, step }', description: k('props.minMax') },
        ]}
      >
        <SampleForm form={form} sample={sample} start={START}>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormDateField ns="ui-kit" control={form.control} name="day" label={k('native.day')} required />
            <FormField
              ns="ui-kit"
              control={form.control}
              name="opensAt"
              type="time"
              label={k('native.opensAt')}
              required
              slotProps={{ ...shrink, htmlInput: { step: 900 } }}
            />
            <FormDateField
              ns="ui-kit"
              control={form.control}
              name="startsAt"
              label={k('native.startsAt')}
              withTime
              required
            />
            <FormDateField
              ns="ui-kit"
              control={form.control}
              name="endsAt"
              label={k('native.endsAt')}
              withTime
              required
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {day ? k('native.shown', { date: format.date(`${day}T12:00:00`) }) : ''}
          </Typography>
        </SampleForm>
      </Specimen>
      <Specimen
        title={k('range.title')}
        description={k('range.description')}
        importLine="import { FormDateField } from '@/components/date-field/form-date-field';
import { DateRangeControl } from '@/components/date-range/date-range-control';"
        props={[
          { name: 'value', type: 'DashboardPeriod', description: k('props.value') },
          { name: 'onChange', type: '(range: DashboardPeriod) => void', description: k('props.onChange') },
          { name: 'format', type: 'IntlFormat', description: k('props.format') },
        ]}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <DateRangeControl value={period} onChange={setPeriod} format={format} />
          <Typography variant="body2" color="text.secondary" role="status">
            {k('range.chosen', {
              from: format.date(`${period.from}T12:00:00`),
              to: format.date(`${period.to}T12:00:00`),
            })}
          </Typography>
        </Box>
      </Specimen>
    </KitPage>
  );
}
