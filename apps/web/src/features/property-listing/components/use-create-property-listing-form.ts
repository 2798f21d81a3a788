import { kindFitsType, type PropertyType } from '@app/contracts/property-listing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreatePropertyListing();
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
  const submit = (onServerErrors?: () => void) =>
    form.handleSubmit(async (data) => {
      setServerError(null);
      try {
        await create.mutateAsync(data);
      } catch (error) {
        setServerError(applyServerErrors(error, form.setError, PROPERTY_LISTING_SERVER_FIELDS));
        onServerErrors?.();
      }
    });
  const restart = () => {
    form.reset(emptyPropertyListing());
    setServerError(null);
    create.reset();
  };
  return { form, values: form.watch(), serverError, create, submit, restart, changeType };
}
