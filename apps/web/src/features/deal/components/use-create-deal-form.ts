import { dealTypeHasValue } from '@app/contracts/deal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWizardSubmit } from '@/components/wizard/use-wizard-submit';
import { useCreateDeal } from '../api/create-deal';
import {
  DEAL_SERVER_FIELDS,
  type DealFormInput,
  type DealFormValues,
  dealForm,
  emptyDeal,
} from '../deal-form';
import type { DealProductChoice } from './deal-product-picker';

/**
 * The create-deal wizard's form, checked with the API's rules; the chosen products' names for the
 * review; creating the deal (server errors back on their fields, `submit(onServerErrors)` lets the
 * wizard open the step that holds them).
 */
export function useCreateDealForm() {
  const form = useForm<DealFormInput, unknown, DealFormValues>({
    resolver: zodResolver(dealForm),
    defaultValues: emptyDeal(),
    mode: 'onTouched',
  });
  const [products, setProducts] = useState<DealProductChoice[]>([]);
  const create = useCreateDeal();
  const { serverError, submit, clearServerError } = useWizardSubmit(form, DEAL_SERVER_FIELDS, (data) =>
    create.mutateAsync(data),
  );
  const type = form.watch('type');
  // BOGO and free shipping take no value: a number typed for another type is dropped.
  useEffect(() => {
    if (type && !dealTypeHasValue(type)) form.setValue('value', null, { shouldValidate: false });
  }, [type, form]);
  const restart = () => {
    form.reset(emptyDeal());
    setProducts([]);
    clearServerError();
    create.reset();
  };
  return { form, values: form.watch(), products, setProducts, serverError, create, submit, restart };
}
