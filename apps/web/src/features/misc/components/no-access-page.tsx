import Button from '@mui/material/Button';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/lib/session/logout';
import { useSession } from '@/lib/session/session-store';
import { MiscPage } from './misc-page';

/**
 * Where `/` sends a signed-in user whose rules open no page of the menu: it says so, names whom to
 * ask, and offers only a sign-out, never a way back to `/` (which would send them here again).
 */
export function NoAccessPage() {
  const { t } = useTranslation('misc');
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = () => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login' }) });
  return (
    <MiscPage
      title={t('noAccess.title')}
      text={t('noAccess.text', { email: session?.userData.email ?? '', role: session?.userData.role ?? '' })}
      illustration="not-authorized"
    >
      <Button variant="contained" onClick={signOut} disabled={logout.isPending} sx={{ mt: 1.5 }}>
        {logout.isPending ? t('noAccess.signingOut') : t('noAccess.signOut')}
      </Button>
    </MiscPage>
  );
}
