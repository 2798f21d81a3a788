import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  first: boolean;
  last: boolean;
  onBack: () => void;
  onNext: () => void;
  /** The last step's button submits the form. */
  finishLabel: string;
  busy?: boolean;
};

/** Back and Next (or the wizard's finishing action) under a step; arrows follow the reading direction. */
export function WizardNav({ first, last, onBack, onNext, finishLabel, busy = false }: Props) {
  const { t, i18n } = useTranslation();
  const flip = { transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Button
        variant="outlined"
        color="secondary"
        disabled={first || busy}
        onClick={onBack}
        startIcon={<IconArrowLeft size={18} style={flip} />}
      >
        {t('wizard.back')}
      </Button>
      {/* Keys keep the two buttons apart: were Next's element reused as the submit button, the click
          that opens the last step would also submit the form once the step changes during that click. */}
      {last ? (
        <Button key="finish" type="submit" variant="contained" color="success" disabled={busy}>
          {finishLabel}
        </Button>
      ) : (
        <Button
          key="next"
          variant="contained"
          onClick={onNext}
          endIcon={<IconArrowRight size={18} style={flip} />}
        >
          {t('wizard.next')}
        </Button>
      )}
    </Box>
  );
}
