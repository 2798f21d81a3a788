import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { type Control, Controller, type FieldPathByValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import type { PropertyListingFormInput, PropertyListingFormValues } from '../property-listing-form';

type Input = PropertyListingFormInput;
type FormControlOf = Control<Input, unknown, PropertyListingFormValues>;
const NS = 'property-listing';

type ChoiceProps = {
  control: FormControlOf;
  name: FieldPathByValue<Input, string>;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  onPicked?: (value: string) => void;
};

/** One of a few choices as radio buttons in a row (they wrap on a phone), its error below. */
export function ChoiceField({ control, name, label, options, required, onPicked }: ChoiceProps) {
  const { t } = useTranslation(NS);
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.error !== undefined} required={required}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(e) => {
              field.onChange(e.target.value);
              onPicked?.(e.target.value);
            }}
            onBlur={field.onBlur}
          >
            {options.map((o, i) => (
              <FormControlLabel
                key={o.value}
                value={o.value}
                label={o.label}
                control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
              />
            ))}
          </RadioGroup>
          {fieldState.error && (
            <FormHelperText>{fieldMessage(t, NS, fieldState.error.message)}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

type ChipsProps = {
  control: FormControlOf;
  name: FieldPathByValue<Input, string[] | undefined>;
  label: string;
  options: { value: string; label: string }[];
  hint?: string;
};

/** Any number of choices as chips that toggle (buttons that say whether they are pressed). */
export function ChipChoices({ control, name, label, options, hint }: ChipsProps) {
  const { t } = useTranslation(NS);
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: string[] = field.value ?? [];
        const toggle = (value: string) =>
          field.onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
        const message = fieldMessage(t, NS, fieldState.error?.message) ?? hint;
        return (
          <FormControl component="fieldset" error={fieldState.error !== undefined} sx={{ width: '100%' }}>
            <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
              {label}
            </FormLabel>
            <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {options.map((o, i) => {
                const on = chosen.includes(o.value);
                return (
                  <Chip
                    key={o.value}
                    ref={i === 0 ? field.ref : undefined}
                    label={o.label}
                    clickable
                    component="button"
                    type="button"
                    aria-pressed={on}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    icon={on ? <IconCheck size={16} /> : undefined}
                    onClick={() => toggle(o.value)}
                    onBlur={field.onBlur}
                  />
                );
              })}
            </Box>
            {message && <FormHelperText>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

type SwitchProps = { control: FormControlOf; name: FieldPathByValue<Input, boolean>; label: string };

/** A yes/no question as a switch. */
export function YesNoSwitch({ control, name, label }: SwitchProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
