import type { InvoiceClient } from '@app/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { invoiceClientsQueryOptions } from '../api/get-invoices';

type Props = {
  value: InvoiceClient | null;
  onChange: (client: InvoiceClient | null) => void;
  error?: string;
  disabled?: boolean;
};

/** Finds a client by name or company e-mail on the server (the first 5 matches) as you type. */
export function InvoiceClientPicker({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('invoice');
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, 250);
  const typed = value && input === value.name ? '' : q;
  const clients = useQuery(invoiceClientsQueryOptions(typed));
  const options = clients.data ?? [];
  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={clients.isFetching}
      disabled={disabled}
      noOptionsText={t('form.noClients')}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{o.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {o.company} · {o.companyEmail}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('form.client')}
          error={Boolean(error)}
          helperText={error}
          required
        />
      )}
    />
  );
}
