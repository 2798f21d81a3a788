import { orderStatuses, paymentCodes, productStatuses } from '@app/contracts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { OrderStatusChip, PaymentChip, paymentName } from '@/components/order-chips';
import { ProductStatusChip } from '@/components/product-status-chip';
import { type Tint, TintedChip } from '@/components/tinted-chip/tinted-chip';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const TINTS: Tint[] = ['primary', 'secondary', 'success', 'info', 'warning', 'error'];
const FILTERS = ['electronics', 'shoes', 'office', 'games'] as const;
const row = { direction: 'row', sx: { flexWrap: 'wrap', gap: 1.5, alignItems: 'center' } } as const;

/** Chips as the lists use them: TintedChip, the order, payment and product status chips, filters. */
export function ChipPage() {
  const k = useKitText('components', 'chip');
  const [chosen, setChosen] = useState<string[]>(['shoes']);
  const [tags, setTags] = useState(['vip', 'newsletter', 'wholesale']);
  const toggle = (f: string) => setChosen((c) => (c.includes(f) ? c.filter((x) => x !== f) : [...c, f]));
  return (
    <KitPage section="components" name="chip">
      <Specimen
        title={k('tinted.title')}
        description={k('tinted.description')}
        importLine="import { TintedChip } from '@/components/tinted-chip/tinted-chip';"
        props={[
          { name: 'tint', type: TINTS.map((t) => `'${t}'`).join(' | '), description: k('props.tint') },
          { name: 'dot', type: 'boolean', description: k('props.dot') },
          { name: 'size', type: "'small' | 'medium'", description: k('props.size') },
        ]}
      >
        <Stack spacing={2}>
          <Stack {...row}>
            {TINTS.map((tint) => (
              <TintedChip key={tint} tint={tint} label={k(`tinted.${tint}`)} />
            ))}
          </Stack>
          <Stack {...row}>
            {TINTS.map((tint) => (
              <TintedChip key={tint} tint={tint} dot size="medium" label={k(`tinted.${tint}`)} />
            ))}
          </Stack>
        </Stack>
      </Specimen>
      <Specimen
        title={k('status.title')}
        description={k('status.description')}
        importLine="import { OrderStatusChip, PaymentChip } from '@/components/order-chips';"
        props={[
          { name: 'status', type: 'OrderStatus | ProductStatus', description: k('props.status') },
          { name: 'payment', type: '1 | 2 | 3 | 4', description: k('props.payment') },
          { name: 'label', type: 'string', description: k('props.label') },
        ]}
      >
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h3">
            {k('status.orders')}
          </Typography>
          <Stack {...row}>
            {orderStatuses.map((s) => (
              <OrderStatusChip key={s} status={s} label={k(`status.order.${s}`)} />
            ))}
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {k('status.payments')}
          </Typography>
          <Stack {...row}>
            {paymentCodes.map((code) => (
              <PaymentChip key={code} payment={code} label={k(`status.payment.${paymentName(code)}`)} />
            ))}
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {k('status.products')}
          </Typography>
          <Stack {...row}>
            {productStatuses.map((s) => (
              <ProductStatusChip key={s} status={s} label={k(`status.product.${s}`)} />
            ))}
          </Stack>
        </Stack>
      </Specimen>
      <Specimen
        title={k('filter.title')}
        description={k('filter.description')}
        importLine="import Chip from '@mui/material/Chip';"
        props={[
          { name: 'onClick', type: '() => void', description: k('props.onClick') },
          { name: 'onDelete', type: '() => void', description: k('props.onDelete') },
          { name: 'variant', type: "'filled' | 'outlined'", description: k('props.variant') },
        ]}
      >
        <Stack spacing={2}>
          <Stack {...row} role="group" aria-label={k('filter.group')}>
            {FILTERS.map((f) => {
              const on = chosen.includes(f);
              return (
                <Chip
                  key={f}
                  label={k(`filter.${f}`)}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  icon={on ? <IconCheck size={16} aria-hidden /> : undefined}
                  onClick={() => toggle(f)}
                  aria-pressed={on}
                />
              );
            })}
          </Stack>
          <Typography variant="body2" color="text.secondary" role="status">
            {k('filter.showing', { count: chosen.length })}
          </Typography>
          <Stack {...row}>
            {tags.map((tag) => (
              <Chip
                key={tag}
                label={k(`filter.tag.${tag}`)}
                onDelete={() => setTags((all) => all.filter((x) => x !== tag))}
              />
            ))}
            {tags.length === 0 && (
              <Chip
                label={k('filter.restore')}
                variant="outlined"
                onClick={() => setTags(['vip', 'newsletter', 'wholesale'])}
              />
            )}
          </Stack>
        </Stack>
      </Specimen>
    </KitPage>
  );
}
