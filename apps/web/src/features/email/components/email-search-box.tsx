import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputBase from '@mui/material/InputBase';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '@/components/data-table/search-field';

type Props = { value: string; onChange: (value: string) => void; inputRef: Ref<HTMLInputElement> };

/** Searches sender names and subjects once typing pauses; Escape clears it. */
export function EmailSearchBox({ value, onChange, inputRef }: Props) {
  const { t } = useTranslation('email');
  const [text, setText] = useDebouncedText(value, onChange);

  return (
    <InputBase
      inputRef={inputRef}
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && text) {
          e.stopPropagation();
          setText('');
        }
      }}
      placeholder={t('list.searchPlaceholder')}
      inputProps={{ 'aria-label': t('list.search') }}
      sx={{ flex: 1, minWidth: 0, px: 1, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      startAdornment={
        <InputAdornment position="start">
          <IconSearch size={20} aria-hidden />
        </InputAdornment>
      }
      endAdornment={
        text ? (
          <InputAdornment position="end">
            <IconButton size="small" aria-label={t('list.clearSearch')} onClick={() => setText('')}>
              <IconX size={16} />
            </IconButton>
          </InputAdornment>
        ) : null
      }
    />
  );
}
