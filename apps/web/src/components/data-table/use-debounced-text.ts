import { useEffect, useRef, useState } from 'react';

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
