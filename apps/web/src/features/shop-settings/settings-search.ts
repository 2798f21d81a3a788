import { type ShopSettingsSection, shopSettingsSectionNames } from '@app/contracts';
import { z } from 'zod';

/** The open section lives in the URL (?section=payments); anything else opens the store details. */
export const shopSettingsSearch = z.object({
  section: z
    .enum(shopSettingsSectionNames as [ShopSettingsSection, ...ShopSettingsSection[]])
    .optional()
    .catch(undefined),
});
export type ShopSettingsSearch = z.output<typeof shopSettingsSearch>;
