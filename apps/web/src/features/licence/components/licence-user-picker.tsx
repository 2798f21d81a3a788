import type { LicenceUser } from '@app/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { userChoicesQueryOptions } from '../api/search-users';

type Props = {
  value: LicenceUser[];
  onChange: (users: LicenceUser[]) => void;
  label: string;
  helperText?: string;
  error?: boolean;
};

/** Picks the app's users by name or e-mail, searched on the server as one types (10 at a time). */
export function LicenceUserPicker({ value, onChange, label, helperText, error }: Props) {
  const { t } = useTranslation('licence');
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const found = useQuery(userChoicesQueryOptions(q));
  const options: LicenceUser[] = (found.data?.users ?? []).map((u) => ({
    id: u.id,
    fullName: u.fullName,
    email: u.email,
    avatar: u.avatar,
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
      getOptionLabel={(u) => u.fullName}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      loading={found.isFetching}
      loadingText={t('form.usersLoading')}
      noOptionsText={found.isError ? t('form.usersUnavailable') : t('form.usersNone')}
      renderOption={({ key, ...props }, u) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar name={u.fullName} src={u.avatar} size={28} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{u.fullName}</Typography>
            <Typography variant="caption" color="text.secondary" dir="ltr">
              {u.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? t('form.usersSearch') : undefined}
          helperText={helperText}
          error={error}
        />
      )}
    />
  );
}
