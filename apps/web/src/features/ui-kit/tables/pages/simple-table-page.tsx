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
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';

const LINES = [
  { key: 'watch', sku: 'WCH-001', price: 199, qty: 1 },
  { key: 'shoes', sku: 'SHO-214', price: 89.5, qty: 2 },
  { key: 'lamp', sku: 'LMP-032', price: 45, qty: 3 },
] as const;
const SHIPPING = 12;
const TAX_RATE = 0.08;

/** On a phone the unit price moves under the product's name (the order details do the same). */
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** The app's plain MUI Table: an order's lines and totals, and a small table of figures. */
export function SimpleTablePage() {
  const { t } = useTranslation('ui-kit');
  const k = (key: string, options?: Record<string, unknown>) => t(`tables.simple-table.${key}`, options);
  const format = useIntlFormat();
  const subtotal = LINES.reduce((sum, l) => sum + l.price * l.qty, 0);
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100;
  const totals: [string, number][] = [
    [k('lines.subtotal'), subtotal],
    [k('lines.shipping'), SHIPPING],
    [k('lines.tax', { rate: format.percent(TAX_RATE) }), tax],
  ];
  return (
    <KitPage section="tables" name="simple-table">
      <Specimen
        title={k('lines.title')}
        description={k('lines.description')}
        importLine="import Table from '@mui/material/Table';"
        props={[
          { name: 'aria-label', type: 'string', description: k('props.ariaLabel') },
          { name: 'TableCell.align', type: "'left' | 'center' | 'right'", description: k('props.align') },
          { name: 'sx (cells)', type: "{ '& td, & th': … }", description: k('props.sx') },
        ]}
      >
        <Card>
          <CardHeader title={k('lines.heading')} slotProps={{ title: { component: 'h3', variant: 'h6' } }} />
          <TableContainer>
            <Table
              aria-label={k('lines.heading')}
              sx={{
                '& td, & th': { px: { xs: 1, sm: 2 } },
                '& td:first-of-type, & th:first-of-type': { paddingInlineStart: { xs: '16px', sm: '24px' } },
              }}
            >
              <TableHead>
                <TableRow sx={{ '& th': { textTransform: 'uppercase', fontSize: '0.8125rem' } }}>
                  <TableCell>{k('lines.product')}</TableCell>
                  <TableCell align="right" sx={hideOnPhone}>
                    {k('lines.price')}
                  </TableCell>
                  <TableCell align="center">{k('lines.qty')}</TableCell>
                  <TableCell align="right">{k('lines.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {LINES.map((line) => (
                  <TableRow key={line.key}>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                        <Avatar
                          variant="rounded"
                          alt=""
                          sx={{ width: 38, height: 38, bgcolor: 'action.hover', color: 'text.secondary' }}
                        >
                          <IconPackage size={20} />
                        </Avatar>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 500 }}>{k(`products.${line.key}`)}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {k('lines.sku', { sku: line.sku })}
                          </Typography>
                          <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                            {k('lines.each', { price: format.money(line.price) })}
                          </Typography>
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell align="right" sx={hideOnPhone}>
                      {format.money(line.price)}
                    </TableCell>
                    <TableCell align="center">{format.number(line.qty)}</TableCell>
                    <TableCell align="right">{format.money(line.price * line.qty)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TotalsList
            label={k('lines.totals')}
            rows={totals.map(([name, value]) => [name, format.money(value)])}
            totalLabel={k('lines.total')}
            total={format.money(subtotal + SHIPPING + tax)}
          />
        </Card>
      </Specimen>
      <Specimen
        title={k('dense.title')}
        description={k('dense.description')}
        importLine="import Table from '@mui/material/Table';"
        props={[{ name: 'size', type: "'small' | 'medium'", description: k('props.size') }]}
      >
        <TableContainer>
          <Table size="small" aria-label={k('dense.caption')}>
            <TableHead>
              <TableRow>
                <TableCell>{k('dense.channel')}</TableCell>
                <TableCell align="right">{k('dense.visits')}</TableCell>
                <TableCell align="right">{k('dense.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(
                [
                  ['direct', 12480, 0.42],
                  ['search', 9310, 0.31],
                  ['social', 5140, 0.17],
                  ['mail', 2960, 0.1],
                ] as const
              ).map(([channel, visits, share]) => (
                <TableRow key={channel} hover>
                  <TableCell>{k(`dense.channels.${channel}`)}</TableCell>
                  <TableCell align="right">{format.number(visits)}</TableCell>
                  <TableCell align="right">{format.percent(share)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Specimen>
    </KitPage>
  );
}
