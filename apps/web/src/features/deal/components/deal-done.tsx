import type { Deal } from '@app/contracts/deal';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { RouterButton } from '@/components/router-links';

type Props = { deal: Deal; onAnother: () => void };

/** The created deal, with the way to the deal list. */
export function DealDone({ deal, onAnother }: Props) {
  const { t } = useTranslation('deal');
  const canRead = useCan({ action: 'read', subject: 'Deal' });
  return (
    <Stack role="status" sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, py: 4 }}>
      <Typography color="success.main" aria-hidden>
        <IconCircleCheck size={56} stroke={1.5} />
      </Typography>
      <Typography variant="h5" component="h2">
        {t('done.title', { title: deal.title })}
      </Typography>
      <Typography color="text.secondary">
        {t('done.text', { code: deal.code, status: t(`status.${deal.status}`) })}
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, mt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {canRead && (
          <RouterButton variant="contained" to="/apps/deals" search={{ q: deal.code }}>
            {t('done.open')}
          </RouterButton>
        )}
        <Button variant="outlined" onClick={onAnother}>
          {t('done.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
