import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export type WizardStep<T extends FieldValues> = {
  key: string;
  /** The form fields this step owns: checked before the next step opens. */
  fields: Path<T>[];
  /** A check beyond the fields (a cart with at least one line); false keeps the step open. */
  check?: () => boolean;
};

/**
 * A multi-step form over one react-hook-form form: each step is checked before the next opens, going
 * back keeps every value, a step already passed can be opened again, and a server refusal of a field
 * opens the step that owns it (`openStepOfErrors`).
 */
export function useWizard<T extends FieldValues>(form: UseFormReturn<T>, steps: WizardStep<T>[]) {
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  // A field refused by Next (or by the server) is checked again as it changes, so its reason goes as
  // soon as it is fixed. Left to the blur instead, the reason went when the pointer pressed Next, the
  // buttons moved up by its height, and the press ended beside the button: no click.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name && form.getFieldState(name as Path<T>).error) void form.trigger(name as Path<T>);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const next = async () => {
    const step = steps[active];
    const fieldsOk = step.fields.length === 0 || (await form.trigger(step.fields, { shouldFocus: true }));
    const ok = fieldsOk && (step.check?.() ?? true);
    if (ok && active < steps.length - 1) {
      setActive(active + 1);
      setReached((r) => Math.max(r, active + 1));
    }
    return ok;
  };
  const back = () => setActive((a) => Math.max(0, a - 1));
  const open = (index: number) => {
    if (index <= reached) setActive(index);
  };
  const openStepOfErrors = () => {
    const wrong = steps.findIndex((s) => s.fields.some((f) => form.getFieldState(f).error));
    if (wrong >= 0) setActive(wrong);
  };
  const restart = () => {
    setActive(0);
    setReached(0);
  };
  return {
    active,
    reached,
    next,
    back,
    open,
    openStepOfErrors,
    restart,
    isLast: active === steps.length - 1,
  };
}

/** What `useWizard` gives: the open step, how far the person got, and the ways between steps. */
export type Wizard = ReturnType<typeof useWizard>;
