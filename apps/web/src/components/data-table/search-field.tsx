import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedText } from './use-debounced-text';

type Props = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  delay?: number;
};

/** A search box that reports what was typed once typing pauses (300 ms by default). */
export function SearchField({ value, onChange, label, placeholder, delay = 300 }: Props) {
  const [text, setText] = useDebouncedText(value, onChange, delay);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconSearch size={18} aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
