import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { saleProductsQueryOptions } from '../api/checkout';
import { type CartLine, unitPrice } from '../checkout-form';

type Props = {
  cart: CartLine[];
  onChange: (cart: CartLine[]) => void;
  format: IntlFormat;
  /** Shown when Next was pressed with an empty cart. */
  error: boolean;
};

/** Step 1: products for sale now, searchable, and the cart with quantities up to what is left. */
export function CheckoutCartStep({ cart, onChange, format, error }: Props) {
  const { t } = useTranslation('checkout');
  const [q, setQ] = useState('');
  const products = useQuery(saleProductsQueryOptions(useDebouncedValue(q.trim(), 250)));
  const inCart = new Set(cart.map((l) => l.product.id));
  const setQty = (id: number, qty: number) =>
    onChange(
      cart.map((l) => (l.product.id === id ? { ...l, qty: Math.max(1, Math.min(qty, l.product.qty)) } : l)),
    );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          label={t('cart.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          type="search"
          fullWidth
          slotProps={{
            input: { startAdornment: <IconSearch size={18} aria-hidden style={{ marginInlineEnd: 8 }} /> },
          }}
        />
        <Stack
          component="ul"
          aria-label={t('cart.forSale')}
          aria-busy={products.isFetching}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            gap: 1,
            maxHeight: { xs: 320, md: 480 },
            overflowY: 'auto',
            pe: 1,
          }}
        >
          {products.data?.products.length === 0 && (
            <Typography color="text.secondary">{t('cart.noProducts')}</Typography>
          )}
          {products.isError && <Typography color="error">{t('cart.loadError')}</Typography>}
          {products.data?.products.map((p) => (
            <Stack key={p.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5, py: 0.5 }}>
              <Avatar variant="rounded" src={p.image ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
                {p.name.charAt(0)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap sx={{ fontWeight: 500 }}>
                  {p.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {format.money(unitPrice(p))} · {t('cart.left', { value: format.number(p.qty) })}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                disabled={inCart.has(p.id)}
                startIcon={<IconPlus size={16} />}
                onClick={() => onChange([...cart, { product: p, qty: 1 }])}
                aria-label={t('cart.add', { name: p.name })}
              >
                {inCart.has(p.id) ? t('cart.added') : t('cart.addShort')}
              </Button>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          alignSelf: 'flex-start',
          width: '100%',
        }}
      >
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('cart.title', { count: cart.length })}
        </Typography>
        {cart.length === 0 && (
          <Typography color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
            {t('cart.empty')}
          </Typography>
        )}
        <Stack component="ul" aria-label={t('cart.lines')} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
          {cart.map((l) => (
            <Stack key={l.product.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap sx={{ fontWeight: 500 }}>
                  {l.product.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {format.money(unitPrice(l.product) * l.qty)}
                </Typography>
              </Box>
              <TextField
                type="number"
                size="small"
                label={t('cart.qty')}
                value={l.qty}
                onChange={(e) => setQty(l.product.id, Number(e.target.value) || 1)}
                slotProps={{
                  htmlInput: {
                    min: 1,
                    max: l.product.qty,
                    'aria-label': t('cart.qtyOf', { name: l.product.name }),
                  },
                }}
                sx={{ width: 88 }}
              />
              <IconButton
                aria-label={t('cart.remove', { name: l.product.name })}
                onClick={() => onChange(cart.filter((x) => x.product.id !== l.product.id))}
              >
                <IconTrash size={18} />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
