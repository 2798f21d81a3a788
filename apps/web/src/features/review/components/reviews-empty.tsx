import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ReviewsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('review');
  return (
    <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <Box sx={{ color: 'text.disabled' }} aria-hidden>
        <IconMessageStar size={48} stroke={1.5} />
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
