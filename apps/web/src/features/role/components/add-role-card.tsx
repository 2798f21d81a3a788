import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconShieldPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The last card of the grid: the way to a new role. */
export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('role');
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 3, height: '100%' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            width: 88,
            height: 88,
            borderRadius: 2,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          <IconShieldPlus size={48} stroke={1.4} />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            gap: 1.5,
            flexGrow: 1,
            textAlign: 'end',
          }}
        >
          <Button variant="contained" onClick={onAdd}>
            {t('card.add')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('card.addHint')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
