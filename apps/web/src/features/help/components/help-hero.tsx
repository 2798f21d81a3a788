import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; subtitle: string; children: ReactNode };

/** The top of the FAQ and the help center: a tinted band with the title and the search box. */
export function HelpHero({ title, subtitle, children }: Props) {
  return (
    <Card
      component="section"
      sx={(theme) => ({
        px: { xs: 2.5, sm: 6 },
        py: { xs: 5, sm: 7 },
        textAlign: 'center',
        backgroundImage: `radial-gradient(circle at 15% 20%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 45%), radial-gradient(circle at 85% 80%, ${alpha(theme.palette.info.main, 0.14)}, transparent 45%)`,
      })}
    >
      <Typography variant="h4" component="h1" color="primary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <Box sx={{ maxWidth: 560, mx: 'auto', '& > .MuiTextField-root': { width: '100%' } }}>{children}</Box>
    </Card>
  );
}
