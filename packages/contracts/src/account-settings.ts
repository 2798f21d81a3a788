import { z } from 'zod';
import { editVersion } from './common.ts';
import { personName } from './person-name.ts';
import { billingCycles, planKeys } from './pricing.ts';
import { userLanguages } from './user.ts';

/** The account settings' tabs other than security (docs/account-settings.md). */
export const accountSettingsTabs = [
  'account',
  'security',
  'billing-plans',
  'notification',
  'connection',
] as const;
export type AccountSettingsTab = (typeof accountSettingsTabs)[number];

/** POST /api/account-settings/avatar (multipart field `file`): PNG, JPEG or WebP up to 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

const text = (max: number) => z.string().trim().max(max, 'is too long');

export const accountAnswer = z.object({
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  /** The new address waiting for its link to be opened; the old one stays in use until then. */
  pendingEmail: z.string().nullable(),
  contact: z.string(),
  company: z.string(),
  country: z.string(),
  language: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  createdAt: z.string(),
  /** The version of the user's row (docs/edit-conflicts.md): the admin's user form edits it too. */
  version: z.number(),
});
export type AccountAnswer = z.infer<typeof accountAnswer>;

export const accountUpdateBody = z.object({
  fullName: personName(100),
  contact: text(30).regex(/^[0-9+() -]*$/, 'may hold only digits, spaces and + ( ) -'),
  company: text(100),
  country: text(60),
  language: z.enum(userLanguages, `must be one of ${userLanguages.join(', ')}`),
  version: editVersion,
});
export type AccountUpdateBody = z.infer<typeof accountUpdateBody>;

export const emailChangeBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(254, 'is too long')
    .email('must be an e-mail address'),
  password: z.string().min(1, 'is required').max(200, 'is too long'),
});
export type EmailChangeBody = z.infer<typeof emailChangeBody>;

export const emailChangeAnswer = z.object({ message: z.string(), pendingEmail: z.string() });
export type EmailChangeAnswer = z.infer<typeof emailChangeAnswer>;

/** Deactivating one's own account: the password again, and the box "I confirm" ticked. */
export const deactivateBody = z.object({
  password: z.string().min(1, 'is required').max(200, 'is too long'),
  confirm: z.literal(true, 'must be ticked'),
});
export type DeactivateBody = z.infer<typeof deactivateBody>;

// ---- notifications

export const accountNotificationTopics = [
  'newOrder',
  'orderStatus',
  'chatMention',
  'invoicePaid',
  'securityAlert',
] as const;
export type AccountNotificationTopic = (typeof accountNotificationTopics)[number];
export const accountNotificationChannels = ['email', 'browser', 'app'] as const;
export type AccountNotificationChannel = (typeof accountNotificationChannels)[number];

const channels = z
  .object({ email: z.boolean('must be true or false'), browser: z.boolean(), app: z.boolean() })
  .strict();

/** Every topic with its three channels; a save sends the whole table. */
/**
 * The version of the user's account settings row (docs/edit-conflicts.md), shared by the notification,
 * social link and billing address forms; 1 while nothing was saved.
 */
const settingsVersion = z.number();

export const accountNotifications = z
  .object({
    newOrder: channels,
    orderStatus: channels,
    chatMention: channels,
    invoicePaid: channels,
    securityAlert: channels,
  })
  .strict();
export type AccountNotifications = z.infer<typeof accountNotifications>;

/** What a user who never chose gets. */
export const defaultAccountNotifications: AccountNotifications = {
  newOrder: { email: true, browser: true, app: false },
  orderStatus: { email: false, browser: true, app: false },
  chatMention: { email: true, browser: true, app: true },
  invoicePaid: { email: true, browser: false, app: false },
  securityAlert: { email: true, browser: true, app: true },
};

export const accountNotificationsAnswer = z.object({
  notifications: accountNotifications,
  /** False while the defaults apply (nothing saved yet). */
  saved: z.boolean(),
  version: settingsVersion,
});

/** PUT /api/account-settings/notifications: the whole table with the version the tab loaded. */
export const accountNotificationsBody = accountNotifications.extend({ version: editVersion });
export type AccountNotificationsBody = z.infer<typeof accountNotificationsBody>;
export type AccountNotificationsAnswer = z.infer<typeof accountNotificationsAnswer>;

// ---- connections

/** Integrations a person might expect; none can be connected in this installation (no OAuth apps). */
export const integrationKeys = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;
export type IntegrationKey = (typeof integrationKeys)[number];
export const socialNetworks = ['website', 'github', 'linkedin', 'x', 'facebook', 'instagram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const link = z
  .string()
  .trim()
  .max(300, 'is too long')
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), {
    message: 'must be a web address starting with https://',
  });

export const socialLinks = z
  .object({
    website: link,
    github: link,
    linkedin: link,
    x: link,
    facebook: link,
    instagram: link,
  })
  .strict();
export type SocialLinks = z.infer<typeof socialLinks>;
/** PUT /api/account-settings/social-links: the links with the version the tab loaded. */
export const socialLinksBody = socialLinks.extend({ version: editVersion });
export type SocialLinksBody = z.infer<typeof socialLinksBody>;
export const emptySocialLinks: SocialLinks = {
  website: '',
  github: '',
  linkedin: '',
  x: '',
  facebook: '',
  instagram: '',
};

export const connectionsAnswer = z.object({
  integrations: z.array(
    z.object({ key: z.enum(integrationKeys), connected: z.boolean(), available: z.boolean() }),
  ),
  socialLinks,
  version: settingsVersion,
});
export type ConnectionsAnswer = z.infer<typeof connectionsAnswer>;

// ---- billing and plan

export const billingAddress = z.object({
  companyName: text(100),
  billingEmail: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(254, 'is too long')
    .email('must be an e-mail address'),
  taxId: text(40),
  vatNumber: text(40),
  phone: text(30).regex(/^[0-9+() -]*$/, 'may hold only digits, spaces and + ( ) -'),
  country: z.string().trim().min(1, 'is required').max(60, 'is too long'),
  address: z.string().trim().min(1, 'is required').max(200, 'is too long'),
  state: text(60),
  zipCode: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(12, 'is too long')
    .regex(/^[A-Za-z0-9 -]+$/, 'may hold only letters, digits, spaces and -'),
});
export type BillingAddress = z.infer<typeof billingAddress>;
/** PUT /api/account-settings/billing-address: the address with the version the form loaded. */
export const billingAddressBody = billingAddress.extend({ version: editVersion });
export type BillingAddressBody = z.infer<typeof billingAddressBody>;

export const planChangeBody = z.object({
  plan: z.enum(planKeys, `must be one of ${planKeys.join(', ')}`),
  cycle: z.enum(billingCycles, 'must be monthly or yearly'),
});
export type PlanChangeBody = z.infer<typeof planChangeBody>;

export const billingAnswer = z.object({
  currentPlan: z.string(),
  cycle: z.enum(billingCycles),
  /** When the plan was last changed here; null when it never was. */
  planChangedAt: z.string().nullable(),
  address: billingAddress.nullable(),
  version: settingsVersion,
});
export type BillingAnswer = z.infer<typeof billingAnswer>;
