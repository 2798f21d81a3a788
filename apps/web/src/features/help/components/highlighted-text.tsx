import Box from '@mui/material/Box';

type Part = { text: string; hit: boolean };

/** Marks the parts that matched; each part's offset in the text is its key. */
export function MarkedParts({ parts }: { parts: Part[] }) {
  let offset = 0;
  return parts.map((part) => {
    const key = offset;
    offset += part.text.length;
    return part.hit ? (
      <Box
        key={key}
        component="mark"
        sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
      >
        {part.text}
      </Box>
    ) : (
      <span key={key}>{part.text}</span>
    );
  });
}

/** The text with every case-insensitive occurrence of q marked. */
export function HighlightedText({ text, q }: { text: string; q: string }) {
  if (!q) return text;
  const lower = text.toLowerCase();
  const needle = q.toLowerCase();
  const parts: Part[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return <MarkedParts parts={parts} />;
}
