import Autocomplete, { type AutocompleteRenderOptionState } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type HTMLAttributes, type Key, type ReactNode, type Ref, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type ServerSearchPickerTexts = {
  /** Shown while the server searches. */
  loading: string;
  /** No match for what was typed. */
  none: string;
  /** The search call failed. */
  unavailable: string;
  /** The field's placeholder while nothing is picked. */
  search: string;
};

type Props<T extends { id: number | string }, TData, TKey extends QueryKey> = {
  value: T[];
  onChange: (next: T[]) => void;
  /** The list call for what was typed (trimmed, debounced 250 ms); `toOptions` reads its answer. */
  query: (q: string) => UseQueryOptions<TData, Error, TData, TKey>;
  toOptions: (data: TData) => T[];
  getOptionLabel: (option: T) => string;
  /** The content of one option's row; the option's label alone when absent. */
  renderOption?: (option: T) => ReactNode;
  texts: ServerSearchPickerTexts;
  label: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A multiple choice among server records, searched on the server as one types (the deal's products,
 * a licence's users): options are the server's answer as is (no second filtering in the browser),
 * the chosen ones leave the list, and loading, no match and a failed call each say so.
 */
export function ServerSearchPicker<T extends { id: number | string }, TData, TKey extends QueryKey>({
  value,
  onChange,
  query,
  toOptions,
  getOptionLabel,
  renderOption,
  texts,
  label,
  helperText,
  error,
  required,
  onBlur,
  inputRef,
}: Props<T, TData, TKey>) {
  const [input, setInput] = useState('');
  const found = useQuery(query(useDebouncedValue(input.trim(), 250)));
  const options = found.data === undefined ? [] : toOptions(found.data);
  const row = renderOption
    ? (
        { key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key },
        option: T,
        _state: AutocompleteRenderOptionState,
      ) => (
        <li key={key} {...props}>
          {renderOption(option)}
        </li>
      )
    : undefined;
  return (
    <Autocomplete
      multiple
      size="small"
      value={value}
      options={options}
      filterOptions={(o) => o}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={getOptionLabel}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      loading={found.isFetching}
      loadingText={texts.loading}
      noOptionsText={found.isError ? texts.unavailable : texts.none}
      renderOption={row}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={required}
          placeholder={value.length === 0 ? texts.search : undefined}
          helperText={helperText}
          error={error}
        />
      )}
    />
  );
}
