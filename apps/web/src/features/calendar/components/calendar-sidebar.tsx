import { type CalendarName, calendarNames } from '@app/contracts/calendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_COLORS } from '../calendar-colors';
import { InvitationsList } from './invitations-list';
import { MiniMonth } from './mini-month';

type Props = {
  selected: CalendarName[];
  onSelectedChange: (calendars: CalendarName[]) => void;
  date: Date;
  firstDay: number;
  onDateChange: (date: Date) => void;
  onAdd: () => void;
  onExport: () => void;
};

/** Add button, the small date picker, the calendar filters (with "view all") and the invitations. */
export function CalendarSidebar(props: Props) {
  const { t } = useTranslation('calendar');
  const { selected } = props;
  const all = selected.length === calendarNames.length;
  const toggle = (name: CalendarName, on: boolean) =>
    props.onSelectedChange(
      on
        ? calendarNames.filter((c) => c === name || selected.includes(c))
        : selected.filter((c) => c !== name),
    );
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={props.onAdd} fullWidth>
        {t('actions.add')}
      </Button>
      <MiniMonth value={props.date} firstDay={props.firstDay} onChange={props.onDateChange} />
      <Divider />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography
          component="legend"
          variant="subtitle2"
          sx={{ mb: 1, color: 'text.secondary', textTransform: 'uppercase', fontSize: '0.75rem' }}
        >
          {t('sidebar.filters')}
        </Typography>
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox
                checked={all}
                indeterminate={!all && selected.length > 0}
                onChange={(e) => props.onSelectedChange(e.target.checked ? [...calendarNames] : [])}
                color="secondary"
              />
            }
            label={t('sidebar.viewAll')}
          />
          {calendarNames.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  checked={selected.includes(name)}
                  onChange={(e) => toggle(name, e.target.checked)}
                  color={CALENDAR_COLORS[name]}
                  sx={{ color: `${CALENDAR_COLORS[name]}.main` }}
                />
              }
              label={t(`calendars.${name}`)}
            />
          ))}
        </FormGroup>
      </Box>
      <Divider />
      <InvitationsList />
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<IconDownload size={18} />}
        onClick={props.onExport}
      >
        {t('actions.export')}
      </Button>
    </Box>
  );
}
