import type { FormEventHandler } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWizard, type WizardStep } from './use-wizard';

/** A wizard's form and its save, as a feature's form hook gives them (`useWizardSubmit` inside). */
type Flow<T extends FieldValues> = {
  form: UseFormReturn<T>;
  submit: (onServerErrors?: () => void) => FormEventHandler<HTMLFormElement>;
  serverError: string | null;
  restart: () => void;
};

/**
 * `useWizard` over a feature's create form: the step labels from the namespace's `steps.<key>` and
 * `steps.<key>Hint`, the submit that opens the step of a server refusal, and a restart of both.
 * Spread `formProps` on `WizardForm`.
 */
export function useFormWizard<T extends FieldValues>(flow: Flow<T>, steps: WizardStep<T>[], ns: string) {
  const { t } = useTranslation(ns);
  const wizard = useWizard(flow.form, steps);
  const restart = () => {
    flow.restart();
    wizard.restart();
  };
  const formProps = {
    wizard,
    steps: steps.map((s) => ({
      key: s.key,
      label: t(`steps.${s.key}`),
      description: t(`steps.${s.key}Hint`),
    })),
    onSubmit: flow.submit(wizard.openStepOfErrors),
    serverError: flow.serverError,
  };
  return { wizard, restart, formProps };
}
