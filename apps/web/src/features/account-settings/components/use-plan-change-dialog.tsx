import type { BillingAnswer } from '@app/contracts/account-settings';
import type { BillingCycle, PlanKey } from '@app/contracts/pricing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { pricingQueryOptions } from '@/lib/queries/pricing';
import { useChangePlan } from '../api/billing';
import { PlanChangeDialog } from './plan-change-dialog';

type Chosen = { plan?: PlanKey; cycle?: BillingCycle };

/**
 * The stored plans and the plan-change dialog over them: `open()` shows it, preset with `chosen` (a
 * plan picked on the pricing page opens it at once) or with the current plan; a change is saved,
 * announced, and closes it. Used by the billing tab's plan card and by the dialog examples.
 */
export function usePlanChangeDialog({
  billing,
  chosen = {},
  onClose,
}: {
  billing: BillingAnswer | undefined;
  chosen?: Chosen;
  onClose?: () => void;
}) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const pricing = useQuery(pricingQueryOptions());
  const change = useChangePlan();
  const [isOpen, setOpen] = useState(!!chosen.plan);
  const plans = pricing.data?.plans ?? [];
  const plan = plans.find((p) => p.key === billing?.currentPlan);
  const close = () => {
    setOpen(false);
    change.reset();
    onClose?.();
  };
  const errorText =
    change.error instanceof ApiError ? change.error.message : change.error ? String(change.error) : null;
  const dialog =
    isOpen && billing && plans.length > 0 ? (
      <PlanChangeDialog
        plans={plans}
        current={{ plan: billing.currentPlan, cycle: billing.cycle }}
        initial={{ plan: chosen.plan ?? plan?.key ?? 'basic', cycle: chosen.cycle ?? billing.cycle }}
        pending={change.isPending}
        error={errorText}
        onConfirm={(choice) =>
          change.mutate(choice, {
            onSuccess: () => {
              notify(t('billing.changed', { plan: t(`plans.${choice.plan}`) }));
              close();
            },
          })
        }
        onClose={close}
      />
    ) : null;
  return { pricing, plans, plan, open: () => setOpen(true), dialog };
}
