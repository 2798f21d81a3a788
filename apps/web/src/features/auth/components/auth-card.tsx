import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { APP_BRAND } from '@/lib/config';

// Only the v2 pages draw it: kept out of the sign-in page's JavaScript (decision 014).
const AuthSplit = lazy(() => import('./auth-split').then((m) => ({ default: m.AuthSplit })));

/** v1: the form on a card in mid-page; v2: an illustration beside the form (the template's two styles). */
export type AuthVariant = 'v1' | 'v2';

type Props = { title: string; subtitle: ReactNode; children: ReactNode; variant?: AuthVariant };

function Brand() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'center' }}>
      <img src="/logo.svg" width={50} height={50} alt="" />
      <Typography variant="h4" component="span" sx={{ fontWeight: 700 }}>
        {APP_BRAND}
      </Typography>
    </Box>
  );
}

function Heading({ title, subtitle }: Pick<Props, 'title' | 'subtitle'>) {
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </Box>
  );
}

/** The frame of the authentication pages: the brand, a title and the form. */
export function AuthCard({ title, subtitle, children, variant = 'v1' }: Props) {
  if (variant === 'v2') {
    return (
      <Suspense fallback={null}>
        <AuthSplit brand={<Brand />} heading={<Heading title={title} subtitle={subtitle} />}>
          {children}
        </AuthSplit>
      </Suspense>
    );
  }
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
            <Brand />
            <Heading title={title} subtitle={subtitle} />
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
