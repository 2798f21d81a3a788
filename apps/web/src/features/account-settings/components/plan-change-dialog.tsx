import type { BillingCycle, Plan, PlanKey } from '@app/contracts/pricing';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';

type Props = {
  plans: Plan[];
  current: { plan: string; cycle: BillingCycle };
  initial: { plan: PlanKey; cycle: BillingCycle };
  pending: boolean;
  error: string | null;
  onConfirm: (choice: { plan: PlanKey; cycle: BillingCycle }) => void;
  onClose: () => void;
};

/** Choose a plan and cycle, then confirm the change in a second step that states the new price. */
export function PlanChangeDialog({ plans, current, initial, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('account-settings');
  const { money } = useIntlFormat();
  const titleId = useId();
  const [plan, setPlan] = useState<PlanKey>(initial.plan);
  const [cycle, setCycle] = useState<BillingCycle>(initial.cycle);
  const [confirming, setConfirming] = useState(false);
  const chosen = plans.find((p) => p.key === plan);
  const unchanged = plan === current.plan && cycle === current.cycle;
  const priceOf = (p: Plan) =>
    cycle === 'yearly'
      ? t('billing.pricePerYear', { amount: money(p.yearlyPrice) })
      : t('billing.pricePerMonth', { amount: money(p.monthlyPrice) });
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {confirming ? t('billing.confirmTitle') : t('billing.changeTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {confirming && chosen ? (
          <DialogContentText>
            {t('billing.confirmText', {
              from: t(`plans.${current.plan}`, { defaultValue: current.plan }),
              to: t(`plans.${chosen.key}`),
              price: priceOf(chosen),
            })}
          </DialogContentText>
        ) : (
          <>
            <RadioGroup
              row
              value={cycle}
              onChange={(_, next) => setCycle(next as BillingCycle)}
              aria-label={t('billing.cycle')}
            >
              <FormControlLabel value="monthly" control={<Radio />} label={t('billing.monthly')} />
              <FormControlLabel value="yearly" control={<Radio />} label={t('billing.yearly')} />
            </RadioGroup>
            <RadioGroup
              value={plan}
              onChange={(_, next) => setPlan(next as PlanKey)}
              aria-label={t('billing.plan')}
            >
              {plans.map((p) => (
                <FormControlLabel
                  key={p.key}
                  value={p.key}
                  control={<Radio />}
                  sx={{
                    border: 1,
                    borderColor: p.key === plan ? 'primary.main' : 'divider',
                    borderRadius: 1.5,
                    mx: 0,
                    mb: 1,
                    pe: 2,
                    py: 0.5,
                  }}
                  slotProps={{ typography: { sx: { flexGrow: 1 } } }}
                  label={
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                      <span>
                        {t(`plans.${p.key}`)}
                        {p.key === current.plan && (
                          <Typography
                            component="span"
                            variant="body2"
                            color="success.main"
                            sx={{ marginInlineStart: 1 }}
                          >
                            {t('billing.yours')}
                          </Typography>
                        )}
                      </span>
                      <Typography component="span" color="text.secondary">
                        {p.monthlyPrice === 0 ? t('billing.free') : priceOf(p)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button
          color="secondary"
          variant="outlined"
          disabled={pending}
          onClick={confirming ? () => setConfirming(false) : onClose}
        >
          {confirming ? t('billing.back') : t('cancel')}
        </Button>
        {confirming ? (
          <Button variant="contained" disabled={pending} onClick={() => onConfirm({ plan, cycle })}>
            {pending ? t('saving') : t('billing.confirm')}
          </Button>
        ) : (
          <Button variant="contained" disabled={unchanged} onClick={() => setConfirming(true)}>
            {t('billing.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
