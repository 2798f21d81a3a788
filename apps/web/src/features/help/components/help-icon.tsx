import type { HelpIcon as HelpIconName } from '@app/contracts';
import {
  type Icon,
  IconCircleX,
  IconCreditCard,
  IconHelp,
  IconPackage,
  IconReceipt,
  IconRocket,
  IconShieldLock,
  IconShoppingCart,
  IconTruck,
  IconUser,
} from '@tabler/icons-react';

const ICONS: Record<HelpIconName, Icon> = {
  'credit-card': IconCreditCard,
  truck: IconTruck,
  'circle-x': IconCircleX,
  'shopping-cart': IconShoppingCart,
  package: IconPackage,
  rocket: IconRocket,
  receipt: IconReceipt,
  'shield-lock': IconShieldLock,
  user: IconUser,
  help: IconHelp,
};

/** The Tabler icon a FAQ group or a help category names; a question mark when the name is unknown. */
export function helpIcon(name: string): Icon {
  return ICONS[name as HelpIconName] ?? IconHelp;
}
