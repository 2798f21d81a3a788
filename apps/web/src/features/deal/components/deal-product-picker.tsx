import type { ProductListAnswer } from '@app/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerSearchPicker } from '@/components/server-search-picker';
import { dealProductChoicesQueryOptions } from '../api/search-products';

export type DealProductChoice = { id: number; name: string };

type Props = {
  value: DealProductChoice[];
  onChange: (next: DealProductChoice[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  helperText?: string;
  error?: boolean;
};

const toChoices = (answer: ProductListAnswer): DealProductChoice[] =>
  answer.products.map((p) => ({ id: p.id, name: p.productName }));

/** Picks the shop's products by name, searched on the server as one types (10 at a time). */
export function DealProductPicker(props: Props) {
  const { t } = useTranslation('deal');
  return (
    <ServerSearchPicker
      {...props}
      required
      query={dealProductChoicesQueryOptions}
      toOptions={toChoices}
      getOptionLabel={(p) => p.name}
      texts={{
        loading: t('fields.productsLoading'),
        none: t('fields.productsNone'),
        unavailable: t('fields.productsUnavailable'),
        search: t('fields.productsSearch'),
      }}
    />
  );
}
