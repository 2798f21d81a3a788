import type { EcommerceDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyLine } from '@/components/empty-line';
import { orderStatusTint } from '@/components/order-chips';
import { UserAvatar } from '@/components/user-avatar';
import { WithheldNote } from '@/components/withheld-note';
import type { IntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';

const RouterLink = createLink(Link);
type Props = { orders: EcommerceDashboardAnswer['recentOrders']; format: IntlFormat };

/** The latest orders the reader may read: number (a link to the order), customer, date, total and status. */
export function RecentOrdersCard({ orders, format }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  const canReadOrders = useCan({ action: 'read', subject: 'Order' });
  return (
    <Card>
      <CardHeader
        title={t('recent.title')}
        subheader={t('recent.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      {orders === null ? (
        <WithheldNote text={t('withheld.orders')} />
      ) : orders.length === 0 ? (
        <EmptyLine text={t('recent.empty')} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table aria-label={t('recent.title')} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                {['order', 'customer', 'date', 'total', 'status'].map((c) => (
                  <TableCell key={c} sx={{ textTransform: 'uppercase', fontSize: '0.8125rem' }}>
                    {t(`recent.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((o) => (
                <TableRow key={o.id}>
                  <TableCell>
                    {canReadOrders ? (
                      <RouterLink to="/apps/ecommerce/order/details/$id" params={{ id: String(o.id) }}>
                        #{o.order}
                      </RouterLink>
                    ) : (
                      `#${o.order}`
                    )}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <UserAvatar name={o.customer} src={o.avatar} size={32} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 500 }} noWrap>
                          {o.customer}
                        </Typography>
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          noWrap
                          dir="ltr"
                          sx={{ textAlign: 'left' }}
                        >
                          {o.email}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell>{format.date(o.createdAt)}</TableCell>
                  <TableCell>{format.money(o.spent)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={orderStatusTint(o.status)}
                      label={t(`statuses.${o.status}`, { defaultValue: o.status })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
