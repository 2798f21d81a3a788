import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconShoppingCartSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function OrdersEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <Box sx={{ color: 'text.disabled' }} aria-hidden>
        <IconShoppingCartSearch size={48} stroke={1.5} />
      </Box>
      <Typography variant="h6" component="p">
        {filtered ? t('list.empty') : t('list.emptyAll')}
      </Typography>
      {filtered && (
        <Button variant="outlined" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Box>
  );
}

export function OrdersError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.error')} {message}
      </Alert>
    </Box>
  );
}
