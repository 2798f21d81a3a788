import { z } from 'zod';
import { editVersion } from './common.ts';

/** What a customer can be told about, and how (the customer details page's notifications tab). */
export const customerNotificationTopics = [
  'orderUpdates',
  'shippingUpdates',
  'promotions',
  'newsletter',
  'reviewReminders',
] as const;
export type CustomerNotificationTopic = (typeof customerNotificationTopics)[number];
export const notificationChannels = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

const channels = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() }).strict();

/** Every topic with its three channels; a save sends the whole table. */
export const customerNotifications = z
  .object({
    orderUpdates: channels,
    shippingUpdates: channels,
    promotions: channels,
    newsletter: channels,
    reviewReminders: channels,
  })
  .strict();
export type CustomerNotifications = z.infer<typeof customerNotifications>;

/**
 * The choices as the tab loads them, with the customer's version: they are part of the customer's
 * row, so any edit of the customer moves it (docs/edit-conflicts.md).
 */
export const customerNotificationsAnswer = customerNotifications.extend({ version: z.number() });
export type CustomerNotificationsAnswer = z.infer<typeof customerNotificationsAnswer>;

/** PUT …/customers/:id/notifications: the whole table with the version the tab loaded. */
export const customerNotificationsBody = customerNotifications.extend({ version: editVersion });
export type CustomerNotificationsBody = z.input<typeof customerNotificationsBody>;

/** What a customer who never chose gets: order and shipping news by e-mail, nothing else. */
export const defaultCustomerNotifications: CustomerNotifications = {
  orderUpdates: { email: true, sms: false, push: false },
  shippingUpdates: { email: true, sms: false, push: false },
  promotions: { email: false, sms: false, push: false },
  newsletter: { email: false, sms: false, push: false },
  reviewReminders: { email: false, sms: false, push: false },
};
