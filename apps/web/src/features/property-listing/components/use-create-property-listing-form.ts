import { kindFitsType, type PropertyType } from '@app/contracts/property-listing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useWizardSubmit } from '@/components/wizard/use-wizard-submit';
import { useCreatePropertyListing } from '../api/create-property-listing';
import {
  emptyPropertyListing,
  PROPERTY_LISTING_SERVER_FIELDS,
  type PropertyListingFormInput,
  type PropertyListingFormValues,
  propertyListingForm,
} from '../property-listing-form';

/**
 * The property-listing wizard's form, checked with the API's rules; creating the listing (server errors
 * back on their fields, `submit(onServerErrors)` lets the wizard open the step that holds them).
 */
export function useCreatePropertyListingForm() {
  const form = useForm<PropertyListingFormInput, unknown, PropertyListingFormValues>({
    resolver: zodResolver(propertyListingForm),
    defaultValues: emptyPropertyListing(),
    mode: 'onTouched',
  });
  const create = useCreatePropertyListing();
  const { serverError, submit, clearServerError } = useWizardSubmit(
    form,
    PROPERTY_LISTING_SERVER_FIELDS,
    (data) => create.mutateAsync(data),
  );
  const furnished = form.watch('furnished');
  // An unfurnished property has no furnishings: the chips chosen before are dropped.
  useEffect(() => {
    if (furnished === 'unfurnished') form.setValue('furnishings', [], { shouldValidate: false });
  }, [furnished, form]);
  /** A new type keeps the kind only when the kind fits it (land fits both). */
  const changeType = (type: string) => {
    const kind = form.getValues('propertyKind');
    if (kind && !kindFitsType(type as PropertyType, kind))
      form.setValue('propertyKind', '' as PropertyListingFormInput['propertyKind'], {
        shouldValidate: false,
      });
  };
  const restart = () => {
    form.reset(emptyPropertyListing());
    clearServerError();
    create.reset();
  };
  return { form, values: form.watch(), serverError, create, submit, restart, changeType };
}
