import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductListSearch } from '../products-search';
import { ProductStatCards } from './product-stat-cards';
import { ProductsList } from './products-list';

/** Read by screen readers; the page keeps the reference look, stat cards first. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

type Props = { search: ProductListSearch; onSearchChange: (patch: Partial<ProductListSearch>) => void };

export function ProductListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('product');
  return (
    <Stack spacing={3}>
      <Typography component="h1" sx={hidden}>
        {t('title')}
      </Typography>
      <ProductStatCards />
      <ProductsList search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
