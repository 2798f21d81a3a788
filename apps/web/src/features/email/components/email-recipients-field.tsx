import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type EmailContact, emailContactsQueryOptions } from '../api/get-emails';
import { isAddress, splitAddresses } from '../email-address';

type Props = {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  autoFocus?: boolean;
};

/** Addresses as chips: the app's users are suggested as you type; any address can be typed or pasted. */
export function EmailRecipientsField({ label, value, onChange, error, autoFocus }: Props) {
  const { t } = useTranslation('email');
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 200);
  const contacts = useQuery({ ...emailContactsQueryOptions(q), enabled: q.length > 0 });
  const options = (contacts.data?.contacts ?? []).filter(
    (c) => !value.some((v) => v.toLowerCase() === c.email.toLowerCase()),
  );

  const add = (addresses: string[]) => {
    const next = [...value];
    for (const a of addresses) if (!next.some((v) => v.toLowerCase() === a.toLowerCase())) next.push(a);
    onChange(next);
  };
  const commitTyped = () => {
    const typed = splitAddresses(input);
    if (typed.length === 0) return;
    add(typed);
    setInput('');
  };

  return (
    <Autocomplete<EmailContact | string, true, false, true>
      multiple
      freeSolo
      size="small"
      value={value}
      onChange={(_, next) => {
        onChange([...new Set(next.map((v) => (typeof v === 'string' ? v.trim() : v.email)).filter(Boolean))]);
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason === 'reset') return;
        if (/[,;\s]$/.test(next) && splitAddresses(next).length > 0) {
          add(splitAddresses(next));
          setInput('');
        } else setInput(next);
      }}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.email)}
      loading={contacts.isFetching}
      noOptionsText={t('compose.noContacts')}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const address = typeof item === 'string' ? item : item.email;
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={address}
              color={isAddress(address) ? 'default' : 'error'}
              variant={isAddress(address) ? 'filled' : 'outlined'}
            />
          );
        })
      }
      renderOption={({ key, ...props }, o) =>
        typeof o === 'string' ? null : (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <UserAvatar name={o.name} src={o.avatar || null} size={28} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {o.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                {o.email}
              </Typography>
            </Box>
          </Box>
        )
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error}
          autoFocus={autoFocus}
          onBlur={commitTyped}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr', autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}
