import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value: Date; firstDay: number; onChange: (date: Date) => void };

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The small date picker of the sidebar: a month of days; picking one moves the big calendar there. */
export function MiniMonth({ value, firstDay, onChange }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const [month, setMonth] = useState(() => new Date(value.getFullYear(), value.getMonth(), 1));
  useEffect(() => setMonth(new Date(value.getFullYear(), value.getMonth(), 1)), [value]);
  const lead = (month.getDay() - firstDay + 7) % 7;
  const days = Array.from(
    { length: 42 },
    (_, i) => new Date(month.getFullYear(), month.getMonth(), 1 - lead + i),
  );
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow' });
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(month);
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const today = new Date();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const shift = (n: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + n, 1));
  return (
    <Box role="group" aria-label={t('sidebar.datePicker')}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="p" aria-live="polite">
          {title}
        </Typography>
        <Box>
          <IconButton size="small" aria-label={t('sidebar.previousMonth')} onClick={() => shift(-1)}>
            {rtl ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
          </IconButton>
          <IconButton size="small" aria-label={t('sidebar.nextMonth')} onClick={() => shift(1)}>
            {rtl ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
          </IconButton>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', textAlign: 'center', rowGap: 0.25 }}>
        {days.slice(0, 7).map((d) => (
          <Typography key={`h${d.getDay()}`} variant="caption" color="text.secondary" aria-hidden>
            {weekday.format(d)}
          </Typography>
        ))}
        {days.map((d) => {
          const selected = sameDay(d, value);
          const inMonth = d.getMonth() === month.getMonth();
          return (
            <ButtonBase
              key={d.toISOString()}
              onClick={() => onChange(d)}
              aria-label={dayLabel.format(d)}
              aria-pressed={selected}
              sx={{
                mx: 'auto',
                width: 32,
                height: 32,
                borderRadius: '50%',
                fontSize: '0.8125rem',
                color: selected ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
                bgcolor: selected ? 'primary.main' : 'transparent',
                border: sameDay(d, today) && !selected ? 1 : 0,
                borderColor: 'primary.main',
                '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              {d.getDate()}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
