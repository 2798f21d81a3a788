import { notificationKinds, type ShopSettings } from '@app/contracts';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Values = ShopSettings['notifications'];

/** One row per event, a switch per channel. */
export function NotificationsFields({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('shop-settings');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('sections.notifications.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('notifications.event')}</TableCell>
            <TableCell align="center">{t('notifications.email')}</TableCell>
            <TableCell align="center">{t('notifications.app')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {notificationKinds.map((kind) => (
            <TableRow key={kind}>
              <TableCell>{t(`notifications.kinds.${kind}`)}</TableCell>
              {(['email', 'app'] as const).map((channel) => (
                <TableCell key={channel} align="center">
                  <Controller
                    control={form.control}
                    name={`${kind}.${channel}`}
                    render={({ field }) => (
                      <Switch
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        slotProps={{
                          input: {
                            'aria-label': t(`notifications.${channel}Of`, {
                              event: t(`notifications.kinds.${kind}`),
                            }),
                          },
                        }}
                      />
                    )}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
