import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';
import type { Wizard } from './use-wizard';
import { WizardNav } from './wizard-nav';
import { WizardStepper } from './wizard-stepper';

type Props = {
  wizard: Wizard;
  /** Each step's key, label and hint, in order (the steps given to `useWizard`). */
  steps: { key: string; label: string; description: string }[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's refusal that belongs to no field. */
  serverError: string | null;
  finishLabel: string;
  busy: boolean;
  children: ReactNode;
};

/** A wizard's form: the stepper, the server's refusal, the steps (`children`), Back and Next. */
export function WizardForm({ wizard, steps, onSubmit, serverError, finishLabel, busy, children }: Props) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <WizardStepper steps={steps} active={wizard.active} reached={wizard.reached} onOpen={wizard.open} />
      {serverError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      )}
      {children}
      <WizardNav
        first={wizard.active === 0}
        last={wizard.isLast}
        onBack={wizard.back}
        onNext={() => void wizard.next()}
        finishLabel={finishLabel}
        busy={busy}
      />
    </Box>
  );
}

/** A step kept in the page while hidden, so its fields keep their state and can be focused on errors. */
export function WizardPane({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <Box sx={{ display: shown ? 'block' : 'none' }}>{children}</Box>;
}
