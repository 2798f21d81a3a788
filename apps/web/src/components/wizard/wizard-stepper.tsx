import { useMediaQuery, useTheme } from '@mui/material';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { visuallyHidden } from '@/components/hidden-page-title';

type Props = {
  steps: { key: string; label: string; description?: string }[];
  active: number;
  /** The furthest step opened so far: it and the ones before can be opened again. */
  reached: number;
  onOpen: (index: number) => void;
};

/**
 * The steps of a wizard across the top; on a phone, the labels under the numbers without the hints,
 * and past four steps only the open step's label (the others stay for screen readers).
 */
export function WizardStepper({ steps, active, reached, onOpen }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const crowded = narrow && steps.length > 4;
  return (
    <Stepper activeStep={active} nonLinear alternativeLabel={narrow} sx={{ mb: 3 }}>
      {steps.map((s, i) => (
        <Step key={s.key} completed={i < active} disabled={i > reached}>
          <StepButton
            onClick={() => onOpen(i)}
            optional={narrow ? undefined : s.description}
            aria-current={i === active ? 'step' : undefined}
          >
            <StepLabel>
              {crowded && i !== active ? (
                <Box component="span" sx={visuallyHidden}>
                  {s.label}
                </Box>
              ) : (
                s.label
              )}
            </StepLabel>
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
