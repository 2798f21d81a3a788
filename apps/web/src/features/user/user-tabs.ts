export const USER_TABS = ['account', 'security', 'billing', 'history'] as const;
export type UserTab = (typeof USER_TABS)[number];
