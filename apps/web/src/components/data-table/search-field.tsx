import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

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

/**
 * A search box's text: what is typed is reported to `onChange`, trimmed, once typing pauses for
 * `delay` ms. A change of `value` from outside (clear filters, back button) replaces the text; the
 * echo of our own change does not.
 */
export function useDebouncedText(value: string, onChange: (value: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) setText(value);
    sent.current = value;
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      latest.current(next);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return [text, setText] as const;
}
