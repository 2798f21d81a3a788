import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/lib/use-debounced-value';
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

/** Picks the shop's products by name, searched on the server as one types (10 at a time). */
export function DealProductPicker({ value, onChange, onBlur, inputRef, label, helperText, error }: Props) {
  const { t } = useTranslation('deal');
  const [input, setInput] = useState('');
  const found = useQuery(dealProductChoicesQueryOptions(useDebouncedValue(input.trim(), 250)));
  const options: DealProductChoice[] = (found.data?.products ?? []).map((p) => ({
    id: p.id,
    name: p.productName,
  }));
  return (
    <Autocomplete
      multiple
      size="small"
      value={value}
      options={options}
      filterOptions={(o) => o}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(p) => p.name}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      loading={found.isFetching}
      loadingText={t('fields.productsLoading')}
      noOptionsText={found.isError ? t('fields.productsUnavailable') : t('fields.productsNone')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required
          placeholder={value.length === 0 ? t('fields.productsSearch') : undefined}
          helperText={helperText}
          error={error}
        />
      )}
    />
  );
}
