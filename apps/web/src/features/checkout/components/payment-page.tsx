import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useIntlFormat } from '@/lib/intl-format';
import { useCheckout } from '../use-checkout';
import { CheckoutCartStep } from './checkout-cart-step';
import { CheckoutDone } from './checkout-done';
import { CheckoutAddressStep, CheckoutPaymentStep } from './checkout-fields-steps';
import { CheckoutSummary } from './checkout-summary';

/**
 * /front-pages/payment: the shop's checkout on one page (cart, billing address, card) with the order
 * summary priced live beside it. The same form, rules and order as the checkout wizard (`useCheckout`):
 * the card is checked, never charged, and the order waits in the shop with payment Pending.
 */
export function PaymentPage({ wizardLink }: { wizardLink?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const format = useIntlFormat();
  const checkout = useCheckout();
  const { form, quote, place, cart } = checkout;
  const section = (title: string, children: ReactNode) => (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
  return (
    <>
      <PageHeader title={t('onePage.title')} subtitle={t('onePage.subtitle')} actions={wizardLink} />
      {place.data ? (
        <Card>
          <CardContent>
            <CheckoutDone order={place.data} format={format} onAnother={checkout.restart} />
          </CardContent>
        </Card>
      ) : (
        <Box component="form" noValidate onSubmit={checkout.submit()}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack sx={{ gap: 3 }}>
                {section(
                  t('onePage.cart'),
                  <CheckoutCartStep
                    cart={cart}
                    onChange={checkout.setCart}
                    format={format}
                    error={checkout.cartError}
                  />,
                )}
                {section(
                  t('onePage.address'),
                  <CheckoutAddressStep
                    control={form.control}
                    format={format}
                    countries={checkout.countries}
                  />,
                )}
                {section(t('onePage.card'), <CheckoutPaymentStep control={form.control} format={format} />)}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Card sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
                <CardHeader
                  title={t('review.summary')}
                  slotProps={{ title: { variant: 'h6', component: 'h2' } }}
                />
                <CardContent sx={{ pt: 0 }}>
                  <Stack sx={{ gap: 2 }}>
                    {cart.length === 0 ? (
                      <Typography color={checkout.cartError ? 'error' : 'text.secondary'}>
                        {t('onePage.emptySummary')}
                      </Typography>
                    ) : (
                      <CheckoutSummary
                        quote={quote.data}
                        quoteError={quote.isError ? quote.error.message : null}
                        format={format}
                      />
                    )}
                    {checkout.serverError && <Alert severity="error">{checkout.serverError}</Alert>}
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      fullWidth
                      disabled={place.isPending}
                      startIcon={<IconLock size={18} aria-hidden />}
                    >
                      {place.isPending
                        ? t('placing')
                        : quote.data && cart.length > 0
                          ? t('onePage.pay', { total: format.money(quote.data.total) })
                          : t('place')}
                    </Button>
                    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                      {t('onePage.noCharge')}
                    </Typography>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </Box>
      )}
    </>
  );
}
