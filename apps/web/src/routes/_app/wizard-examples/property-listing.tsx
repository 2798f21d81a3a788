import { createFileRoute } from '@tanstack/react-router';
import { PropertyListingWizard } from '@/features/property-listing/components/property-listing-wizard';
import { requireAccess } from '@/lib/session/guards';

/** Issue 11's property-listing wizard: six steps over one form, storing a listing shown on /apps/property-listings. */
export const Route = createFileRoute('/_app/wizard-examples/property-listing')({
  beforeLoad: requireAccess({ action: 'create', subject: 'PropertyListing' }),
  component: PropertyListingWizard,
});
