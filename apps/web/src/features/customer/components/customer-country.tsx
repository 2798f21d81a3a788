import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntlFormat } from '@/lib/intl-format';

/**
 * The country's two-letter code in a small badge and its name in the reader's language. A badge
 * rather than the flag emoji, which many systems (Windows, headless browsers) draw as two boxes.
 */
export function CustomerCountry({ code, name }: { code: string; name: string }) {
  const format = useIntlFormat();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          flexShrink: 0,
          px: 0.75,
          borderRadius: 0.75,
          border: 1,
          borderColor: 'divider',
          fontSize: '0.6875rem',
          fontWeight: 600,
          lineHeight: '18px',
          letterSpacing: '0.5px',
          color: 'text.secondary',
        }}
      >
        {code.toUpperCase()}
      </Box>
      <Typography variant="body2" noWrap>
        {format.country(code, name)}
      </Typography>
    </Box>
  );
}
