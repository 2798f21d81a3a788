import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { HiddenPageTitle } from '@/components/hidden-page-title';
import type { ProductListSearch } from '../products-search';
import { ProductStatCards } from './product-stat-cards';
import { ProductsList } from './products-list';

type Props = { search: ProductListSearch; onSearchChange: (patch: Partial<ProductListSearch>) => void };

export function ProductListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('product');
  return (
    <Stack spacing={3}>
      <HiddenPageTitle>{t('title')}</HiddenPageTitle>
      <ProductStatCards />
      <ProductsList search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
