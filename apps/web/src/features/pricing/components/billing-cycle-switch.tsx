import type { BillingCycle } from '@app/contracts/pricing';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value: BillingCycle; onChange: (cycle: BillingCycle) => void; saving?: number };

/** Monthly or yearly prices; the chip says how much paying yearly saves at most. */
export function BillingCycleSwitch({ value, onChange, saving }: Props) {
  const { t } = useTranslation('pricing');
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="label" htmlFor={id} sx={{ fontWeight: value === 'monthly' ? 600 : 400 }}>
        {t('monthly')}
      </Typography>
      <Switch
        id={id}
        checked={value === 'yearly'}
        onChange={(_, yearly) => onChange(yearly ? 'yearly' : 'monthly')}
        slotProps={{ input: { 'aria-label': t('payYearly') } }}
      />
      <Typography sx={{ fontWeight: value === 'yearly' ? 600 : 400 }}>{t('yearly')}</Typography>
      {saving ? (
        <Chip size="small" color="primary" variant="outlined" label={t('saveUpTo', { percent: saving })} />
      ) : null}
    </Box>
  );
}
