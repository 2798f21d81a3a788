import {
  type Icon,
  IconChartPie2,
  IconCircleCheck,
  IconDeviceDesktop,
  IconEdit,
  IconHourglass,
  IconUser,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';

import type { Tint } from '@/components/tinted-chip/tinted-chip';

type Tone = Tint;

/** The template's colour and icon per role; roles added later cycle through the palette. */
const ROLES: Record<string, { tone: Tone; icon: Icon }> = {
  admin: { tone: 'error', icon: IconDeviceDesktop },
  author: { tone: 'warning', icon: IconCircleCheck },
  editor: { tone: 'info', icon: IconEdit },
  maintainer: { tone: 'success', icon: IconChartPie2 },
  subscriber: { tone: 'primary', icon: IconUser },
  client: { tone: 'secondary', icon: IconUser },
};
const CYCLE: Tone[] = ['primary', 'info', 'success', 'warning', 'error', 'secondary'];

export function roleLook(role: string, index = 0): { tone: Tone; icon: Icon } {
  return ROLES[role] ?? { tone: CYCLE[index % CYCLE.length], icon: IconUser };
}

export const STATUS_LOOK: Record<string, { tone: Tone; icon: Icon }> = {
  active: { tone: 'success', icon: IconUserCheck },
  pending: { tone: 'warning', icon: IconHourglass },
  inactive: { tone: 'secondary', icon: IconUserOff },
};
export const statusLook = (status: string) =>
  STATUS_LOOK[status] ?? { tone: 'secondary' as Tone, icon: IconUser };

const PLANS: Record<string, Tone> = {
  basic: 'primary',
  team: 'info',
  company: 'success',
  enterprise: 'warning',
};
export const planTone = (plan: string): Tone => PLANS[plan] ?? 'secondary';
