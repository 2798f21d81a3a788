import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type UIEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type Invitable, invitableUsersQueryOptions } from '../api/get-events';

type Props = {
  /** The ids of the guests chosen. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Guests already known by name (the event's list as loaded). */
  known: Invitable[];
  /** The organizer, who is never their own guest. */
  ownerId?: number;
  enabled: boolean;
  disabled: boolean;
};

/** The list's last entry while the server has more: choosing it (or scrolling near it) loads them. */
const MORE: Invitable = { id: -1, fullName: '', avatar: null };

/**
 * The guests, picked among the app's users: what is typed stays in the field and is searched on the
 * server (debounced 250 ms), 20 names a page; scrolling to the end of the list, or choosing its last
 * entry, "More people", loads the next page.
 */
export function GuestPicker({ value, onChange, known, ownerId, enabled, disabled }: Props) {
  const { t } = useTranslation('calendar');
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const found = useInfiniteQuery({ ...invitableUsersQueryOptions(q), enabled });
  // Every user seen by name, so a guest chosen under one search keeps its chip under the next.
  const names = useRef(new Map<number, Invitable>());
  for (const u of known) names.current.set(u.id, u);
  const users = found.data?.pages.flatMap((p) => p.users) ?? [];
  for (const u of users) names.current.set(u.id, u);
  const options = [...users.filter((u) => u.id !== ownerId), ...(found.hasNextPage ? [MORE] : [])];
  const key = value.join(',');
  // A new array at each render would make the field clear what is typed (MUI resets the input when
  // the value changes): the chosen list changes only with the ids.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`; names only grow.
  const chosen = useMemo(
    () => value.map((id) => names.current.get(id)).filter((u): u is Invitable => u !== undefined),
    [key, found.data],
  );
  const loadMore = () => {
    if (found.hasNextPage && !found.isFetchingNextPage) void found.fetchNextPage();
  };
  const onScroll = (e: UIEvent<HTMLElement>) => {
    const list = e.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 48) loadMore();
  };
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={chosen}
      disabled={disabled}
      getOptionLabel={(u) => (u === MORE ? t('guests.more') : u.fullName)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      filterSelectedOptions
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      onChange={(_, list, reason) => {
        if (list.includes(MORE)) {
          loadMore();
          return;
        }
        if (reason === 'selectOption') setInput('');
        onChange(list.map((u) => u.id));
      }}
      loading={found.isFetching}
      loadingText={t('guests.loading')}
      noOptionsText={found.isError ? t('guests.unavailable') : t('guests.none')}
      slotProps={{ listbox: { onScroll } }}
      renderOption={({ key: optionKey, ...rest }, u) => (
        <Box
          component="li"
          key={optionKey}
          {...rest}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            ...(u === MORE && { color: 'primary.main' }),
          }}
        >
          {u === MORE ? (
            t(found.isFetchingNextPage ? 'guests.loading' : 'guests.more')
          ) : (
            <>
              <UserAvatar name={u.fullName} src={u.avatar ?? undefined} size={28} />
              {u.fullName}
            </>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('fields.guests')}
          placeholder={value.length === 0 ? t('guests.search') : undefined}
        />
      )}
    />
  );
}
