import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_BRAND } from '@/app/config';

type Props = { title: string; subtitle: string; children: ReactNode };

/** The frame of the authentication pages: the brand, a title and the form on a card in mid-page. */
export function AuthCard({ title, subtitle, children }: Props) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 460 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: { xs: 'none', sm: 'block' },
            position: 'absolute',
            top: -36,
            insetInlineStart: -40,
            width: 150,
            height: 150,
            borderRadius: 4,
            border: `2px solid ${theme.palette.primary.main}`,
            opacity: 0.18,
            transform: 'rotate(-12deg)',
          })}
        />
        <Box
          aria-hidden
          sx={(theme) => ({
            display: { xs: 'none', sm: 'block' },
            position: 'absolute',
            bottom: -40,
            insetInlineEnd: -48,
            width: 180,
            height: 180,
            borderRadius: '50%',
            bgcolor: theme.palette.primary.main,
            opacity: 0.1,
          })}
        />
        <Card sx={{ position: 'relative' }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'center' }}>
              <img src="/logo.svg" width={50} height={50} alt="" />
              <Typography variant="h4" component="span" sx={{ fontWeight: 700 }}>
                {APP_BRAND}
              </Typography>
            </Box>
            <Box>
              <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{subtitle}</Typography>
            </Box>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
