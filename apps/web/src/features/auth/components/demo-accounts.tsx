import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Account = { email: string; password: string; role: string };

/**
 * The demo logins, shown while the demo seed is on; a click fills the form. Each button is named by its
 * visible text (WCAG 2.5.3, label in name) and described by the box's title.
 */
export function DemoAccounts({ accounts, onPick }: { accounts: Account[]; onPick: (a: Account) => void }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('login.demoTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        {accounts.map((a) => (
          <ButtonBase
            key={a.email}
            onClick={() => onPick(a)}
            aria-describedby={titleId}
            sx={{
              justifyContent: 'flex-start',
              minHeight: 24,
              borderRadius: 1,
              px: 0.5,
              typography: 'body2',
              textAlign: 'start',
            }}
          >
            <span>
              {t(`login.role.${a.role}`, { defaultValue: a.role })}: <strong dir="ltr">{a.email}</strong> /{' '}
              <strong dir="ltr">{a.password}</strong>
            </span>
          </ButtonBase>
        ))}
      </Box>
    </Alert>
  );
}
