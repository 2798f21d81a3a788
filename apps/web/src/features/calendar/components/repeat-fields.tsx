import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field/date-field';
import { type EventFormValues, type Repeat, type RepeatEnd, WEEKDAYS } from '../calendar-event-form';

type Props = {
  values: EventFormValues;
  onChange: (patch: Partial<EventFormValues>) => void;
  disabled: boolean;
  untilError?: string;
};

const REPEATS: Repeat[] = ['none', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
const ENDS: RepeatEnd[] = ['never', 'until', 'count'];

/** The repeat rule in words: how often, on which days, until when or how many times. */
export function RepeatFields({ values, onChange, disabled, untilError }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('fields.repeat')}
        value={values.repeat}
        onChange={(e) => onChange({ repeat: e.target.value as Repeat })}
        disabled={disabled}
      >
        {REPEATS.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`repeat.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.repeat === 'WEEKLY' && (
        <ToggleButtonGroup
          value={values.byDay}
          onChange={(_, days: string[]) => days.length && onChange({ byDay: days })}
          size="small"
          aria-label={t('fields.days')}
          disabled={disabled}
          sx={{ flexWrap: 'wrap' }}
        >
          {WEEKDAYS.map((d) => (
            <ToggleButton key={d} value={d} aria-label={t(`weekdays.${d}`)} sx={{ flex: 1, px: 0 }}>
              {t(`weekdaysShort.${d}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {values.repeat !== 'none' && (
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label={t('fields.repeatEnd')}
            value={values.repeatEnd}
            onChange={(e) => onChange({ repeatEnd: e.target.value as RepeatEnd })}
            disabled={disabled}
            sx={{ flex: 1 }}
          >
            {ENDS.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`repeatEnd.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          {values.repeatEnd === 'until' && (
            <DateField
              label={t('fields.until')}
              value={values.until}
              onChange={(until) => onChange({ until })}
              error={!!untilError}
              helperText={untilError}
              disabled={disabled}
              size="medium"
              sx={{ flex: 1 }}
            />
          )}
          {values.repeatEnd === 'count' && (
            <TextField
              type="number"
              label={t('fields.count')}
              value={values.count}
              onChange={(e) => onChange({ count: Number(e.target.value) })}
              disabled={disabled}
              slotProps={{ htmlInput: { min: 1, max: 1000 } }}
              sx={{ flex: 1 }}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
