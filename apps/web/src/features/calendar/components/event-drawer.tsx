import { type CalendarEvent, calendarNames } from '@app/contracts/calendar';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, DateTimeField } from '@/components/date-field/date-field';
import {
  checkValues,
  daysFollowStart,
  type EventFormValues,
  localDateTime,
  withStart,
} from '../calendar-event-form';
import { GuestPicker } from './guest-picker';
import { RepeatFields } from './repeat-fields';

type Props = {
  open: boolean;
  /** The event being edited (null: a new one). */
  event: CalendarEvent | null;
  initial: EventFormValues;
  pending: boolean;
  error: string | null;
  onSave: (values: EventFormValues) => void;
  onDelete: () => void;
  onClose: () => void;
};

/** Adds or edits an event: title, calendar, times, guests from the app's users, place, notes, repeat. */
export function EventDrawer({ open, event, initial, pending, error, onSave, onDelete, onClose }: Props) {
  const { t } = useTranslation('calendar');
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  // Whether the weekly days follow the start's weekday: until the person picks days themselves.
  const [daysFollow, setDaysFollow] = useState(() => daysFollowStart(initial));
  useEffect(() => {
    if (open) {
      setValues(initial);
      setTouched(false);
      setDaysFollow(daysFollowStart(initial));
    }
  }, [open, initial]);
  const readOnly = event !== null && !event.extendedProps.isOwner;
  const errors = touched ? checkValues(values) : {};
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const switchAllDay = (allDay: boolean) =>
    setValues((v) => ({
      ...v,
      allDay,
      start: allDay ? v.start.slice(0, 10) : localDateTime(new Date(`${v.start.slice(0, 10)}T09:00`)),
      end: allDay
        ? (v.end || v.start).slice(0, 10)
        : localDateTime(new Date(`${(v.end || v.start).slice(0, 10)}T10:00`)),
    }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(checkValues(values)).length === 0) onSave(values);
  };
  const message = (key?: string) => (key ? t(`errors.${key}`) : undefined);
  // A day when all day, else a day and a time, each in the interface language's order and clock.
  const WhenField = values.allDay ? DateField : DateTimeField;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={pending ? undefined : onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="event-drawer-title" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
          <Typography id="event-drawer-title" variant="h5" component="h2">
            {t(event ? (readOnly ? 'drawer.viewTitle' : 'drawer.editTitle') : 'drawer.addTitle')}
          </Typography>
          <IconButton aria-label={t('actions.close')} onClick={onClose} disabled={pending}>
            <IconX size={20} />
          </IconButton>
        </Box>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('drawer.guestOnly', { name: event?.extendedProps.ownerName })}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack spacing={2.5}>
          <TextField
            label={t('fields.title')}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            required
            autoFocus={!event}
            error={!!errors.title}
            helperText={message(errors.title)}
            slotProps={{ htmlInput: { maxLength: 200, readOnly } }}
          />
          <TextField
            select
            label={t('fields.calendar')}
            value={values.calendar}
            onChange={(e) => set('calendar', e.target.value as EventFormValues['calendar'])}
            disabled={readOnly}
          >
            {calendarNames.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`calendars.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={values.allDay}
                onChange={(e) => switchAllDay(e.target.checked)}
                disabled={readOnly}
              />
            }
            label={t('fields.allDay')}
          />
          <WhenField
            label={t('fields.start')}
            value={values.start}
            onChange={(start) => setValues((v) => withStart(v, start, daysFollow))}
            required
            readOnly={readOnly}
            error={!!errors.start}
            helperText={message(errors.start)}
            size="medium"
          />
          <WhenField
            label={t('fields.end')}
            value={values.end}
            onChange={(end) => set('end', end)}
            // The calendar offers nothing before the start; a typed end before it is refused on saving.
            min={values.start || undefined}
            readOnly={readOnly}
            error={!!errors.end}
            helperText={message(errors.end)}
            size="medium"
          />
          <RepeatFields
            values={values}
            onChange={(patch) => {
              if (patch.byDay) setDaysFollow(false);
              setValues((v) => {
                const next = { ...v, ...patch };
                // Weekly chosen now: on the start's weekday, unless days were picked before.
                return patch.repeat === 'WEEKLY' && daysFollow ? withStart(next, next.start, true) : next;
              });
            }}
            disabled={readOnly}
            untilError={message(errors.until)}
          />
          <TextField
            type="url"
            label={t('fields.url')}
            value={values.url}
            onChange={(e) => set('url', e.target.value)}
            error={!!errors.url}
            helperText={message(errors.url)}
            slotProps={{ htmlInput: { readOnly } }}
          />
          <GuestPicker
            value={values.guests}
            onChange={(ids) => set('guests', ids)}
            known={event?.extendedProps.guestList ?? []}
            ownerId={event?.extendedProps.ownerId}
            enabled={open}
            disabled={readOnly}
          />
          {event && event.extendedProps.guestList.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {event.extendedProps.guestList
                .map((g) => `${g.fullName} (${t(`responses.${g.response}`)})`)
                .join(', ')}
            </Typography>
          )}
          <TextField
            label={t('fields.location')}
            value={values.location}
            onChange={(e) => set('location', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200, readOnly } }}
          />
          <TextField
            label={t('fields.description')}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 5000, readOnly } }}
          />
          {!readOnly && (
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={pending}>
                {t(event ? 'actions.update' : 'actions.add')}
              </Button>
              {event ? (
                <Button variant="outlined" color="error" onClick={onDelete} disabled={pending}>
                  {t('actions.delete')}
                </Button>
              ) : (
                <Button variant="outlined" color="secondary" onClick={onClose} disabled={pending}>
                  {t('actions.cancel')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Box>
    </Drawer>
  );
}
