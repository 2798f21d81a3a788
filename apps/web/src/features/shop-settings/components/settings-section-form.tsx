import type { ShopSettingsAnswer, ShopSettingsSection } from '@app/contracts';
import { CheckoutFields } from './checkout-fields';
import { LocationsFields } from './locations-fields';
import { NotificationsFields } from './notifications-fields';
import { PaymentsFields } from './payments-fields';
import { SectionForm } from './section-form';
import { ShippingFields } from './shipping-fields';
import { StoreDetailsFields } from './store-details-fields';

type Props = {
  section: ShopSettingsSection;
  settings: ShopSettingsAnswer;
  canUpdate: boolean;
  onSaved: () => void;
};

/** The open section's form; each section keeps its own typed fields. */
export function SettingsSectionForm({ section, settings, canUpdate, onSaved }: Props) {
  const common = { canUpdate, onSaved, version: settings.versions[section] };
  switch (section) {
    case 'storeDetails':
      return (
        <SectionForm section="storeDetails" values={settings.storeDetails} {...common}>
          {(form) => <StoreDetailsFields form={form} />}
        </SectionForm>
      );
    case 'payments':
      return (
        <SectionForm section="payments" values={settings.payments} {...common}>
          {(form) => <PaymentsFields form={form} />}
        </SectionForm>
      );
    case 'checkout':
      return (
        <SectionForm section="checkout" values={settings.checkout} {...common}>
          {(form) => <CheckoutFields form={form} />}
        </SectionForm>
      );
    case 'shippingDelivery':
      return (
        <SectionForm section="shippingDelivery" values={settings.shippingDelivery} {...common}>
          {(form) => <ShippingFields form={form} />}
        </SectionForm>
      );
    case 'locations':
      return (
        <SectionForm section="locations" values={settings.locations} {...common}>
          {(form) => <LocationsFields form={form} />}
        </SectionForm>
      );
    case 'notifications':
      return (
        <SectionForm section="notifications" values={settings.notifications} {...common}>
          {(form) => <NotificationsFields form={form} />}
        </SectionForm>
      );
  }
}
