import type { OrderDetail } from '@app/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TotalsList } from '@/components/totals-list';
import { useIntlFormat } from '@/lib/intl-format';
import { OrderItemQty } from './order-item-qty';

/** On a phone the unit price moves under the product's name. */
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

type Props = { order: OrderDetail; canUpdate: boolean; onQtyChanged: (product: string) => void };

/** The lines of the order (as they were priced when ordered) and the totals under them. */
export function OrderItemsCard({ order, canUpdate, onQtyChanged }: Props) {
  const { t } = useTranslation('order');
  const format = useIntlFormat();
  const { totals } = order;
  const rows: [string, number][] = [
    [t('totals.subtotal'), totals.subtotal],
    [t('totals.shipping'), totals.shipping],
    [t('totals.tax', { rate: format.number(totals.taxRate) }), totals.tax],
  ];
  return (
    <Card>
      <CardHeader title={t('details.items')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <TableContainer>
        <Table
          aria-label={t('details.items')}
          sx={{
            '& td, & th': { px: { xs: 1, sm: 2 } },
            '& td:first-of-type, & th:first-of-type': { paddingInlineStart: { xs: '16px', sm: '24px' } },
          }}
        >
          <TableHead>
            <TableRow sx={{ '& th': { textTransform: 'uppercase', fontSize: '0.8125rem' } }}>
              <TableCell>{t('items.product')}</TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                {t('items.price')}
              </TableCell>
              <TableCell align="center">{t('items.qty')}</TableCell>
              <TableCell align="right">{t('items.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar
                      variant="rounded"
                      src={item.image ?? undefined}
                      alt=""
                      sx={{ width: 38, height: 38, bgcolor: 'action.hover', color: 'text.secondary' }}
                    >
                      <IconPackage size={20} />
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 500 }}>{item.productName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('items.sku', { sku: item.sku })}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                        {t('items.each', { price: format.money(item.price) })}
                      </Typography>
                    </Box>
                  </Box>
                </TableCell>
                <TableCell align="right" sx={hideOnPhone}>
                  {format.money(item.price)}
                </TableCell>
                <TableCell align="center">
                  {canUpdate ? (
                    <OrderItemQty
                      orderId={order.id}
                      item={item}
                      onChanged={() => onQtyChanged(item.productName)}
                    />
                  ) : (
                    format.number(item.qty)
                  )}
                </TableCell>
                <TableCell align="right">{format.money(item.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TotalsList
        label={t('totals.label')}
        rows={rows.map(([name, value]) => [name, format.money(value)])}
        totalLabel={t('totals.total')}
        total={format.money(totals.total)}
      />
    </Card>
  );
}
