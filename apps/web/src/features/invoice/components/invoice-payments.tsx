import type { InvoicePayment } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { calendarDay } from '../invoice-dates';

/** The payments received, oldest first. */
export function InvoicePayments({ payments }: { payments: InvoicePayment[] }) {
  const { t } = useTranslation('invoice');
  const format = useIntlFormat();
  return (
    <Card>
      <CardHeader title={t('payments.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {payments.length === 0 ? (
          <Typography color="text.secondary">{t('payments.none')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('payments.title')}>
            {payments.map((p) => (
              <ListItem key={p.id} disableGutters>
                <ListItemText
                  primary={format.money(p.amount)}
                  secondary={`${format.date(calendarDay(p.date))} · ${t(`methods.${p.method}`)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
