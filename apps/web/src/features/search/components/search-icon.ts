import {
  type Icon,
  IconCategory,
  IconChartPie2,
  IconClock,
  IconError404,
  IconFile,
  IconGift,
  IconLock,
  IconMessageStar,
  IconMovie,
  IconPackage,
  IconServerOff,
  IconSettings,
  IconShield,
  IconShieldLock,
  IconShoppingCart,
  IconSquarePlus,
  IconUserHeart,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';

/** The server names icons as `tabler-<name>`; only those the index uses are bundled. */
const ICONS: Record<string, Icon> = {
  'tabler-chart-pie-2': IconChartPie2,
  'tabler-shopping-cart': IconShoppingCart,
  'tabler-package': IconPackage,
  'tabler-square-plus': IconSquarePlus,
  'tabler-category': IconCategory,
  'tabler-user-heart': IconUserHeart,
  'tabler-message-star': IconMessageStar,
  'tabler-gift': IconGift,
  'tabler-users': IconUsers,
  'tabler-shield-lock': IconShieldLock,
  'tabler-lock': IconLock,
  'tabler-shield': IconShield,
  'tabler-user-x': IconUserX,
  'tabler-error-404': IconError404,
  'tabler-clock': IconClock,
  'tabler-settings': IconSettings,
  'tabler-server-off': IconServerOff,
  'tabler-movie': IconMovie,
};

export function searchIcon(name: string): Icon {
  return ICONS[name] ?? IconFile;
}
