import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { id: string; chip: string; title: string; text: string; tinted?: boolean; children: ReactNode };

/** One band of the landing page: a chip, a title, a line, then its content. */
export function LandingSection({ id, chip, title, text, tinted = false, children }: Props) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 6, md: 10 }, bgcolor: tinted ? 'background.paper' : undefined, scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', mb: 6 }}>
          <Chip label={chip} color="primary" variant="outlined" size="small" sx={{ mb: 2 }} />
          <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
