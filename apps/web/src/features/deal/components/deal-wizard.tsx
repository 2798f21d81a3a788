import { useTranslation } from 'react-i18next';
import { useFormWizard } from '@/components/wizard/use-form-wizard';
import type { WizardStep } from '@/components/wizard/use-wizard';
import { WizardForm, WizardPane } from '@/components/wizard/wizard-form';
import { WizardPage } from '@/components/wizard/wizard-page';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import type { DealFormInput } from '../deal-form';
import { DealDone } from './deal-done';
import { DealReviewStep } from './deal-review-step';
import { DealDetailsStep, DealTypeStep, DealUsageStep } from './deal-steps';
import { useCreateDealForm } from './use-create-deal-form';

const steps: WizardStep<DealFormInput>[] = [
  { key: 'type', fields: ['type', 'value', 'region'] },
  { key: 'details', fields: ['title', 'code', 'description', 'productIds', 'startsAt', 'endsAt'] },
  { key: 'usage', fields: ['audience', 'maxUses', 'minCart', 'notify'] },
  { key: 'review', fields: [] },
];

/**
 * A deal in four steps (type, details, usage, review), built like the checkout wizard: one form with
 * the API's schema, each step checked before the next, going back keeps everything. The deal it
 * creates is in the list at /apps/deals.
 */
export function DealWizard() {
  const { t } = useTranslation('deal');
  const format = useIntlFormat();
  const deal = useCreateDealForm();
  const { wizard, restart, formProps } = useFormWizard(deal, steps, 'deal');
  const canList = useCan({ action: 'read', subject: 'Deal' });
  const { form, create } = deal;
  return (
    <WizardPage
      title={t('wizard.title')}
      subtitle={t('wizard.subtitle')}
      listLink={canList ? { to: '/apps/deals', label: t('wizard.toList') } : undefined}
      done={create.data && <DealDone deal={create.data} onAnother={restart} />}
    >
      <WizardForm
        {...formProps}
        finishLabel={create.isPending ? t('wizard.creating') : t('wizard.create')}
        busy={create.isPending}
      >
        <WizardPane shown={wizard.active === 0}>
          <DealTypeStep control={form.control} format={format} />
        </WizardPane>
        <WizardPane shown={wizard.active === 1}>
          <DealDetailsStep control={form.control} products={deal.products} onProducts={deal.setProducts} />
        </WizardPane>
        <WizardPane shown={wizard.active === 2}>
          <DealUsageStep control={form.control} />
        </WizardPane>
        {wizard.isLast && <DealReviewStep values={deal.values} products={deal.products} format={format} />}
      </WizardForm>
    </WizardPage>
  );
}
