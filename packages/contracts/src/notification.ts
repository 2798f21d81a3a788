import { z } from 'zod';

/**
 * GET /api/notifications: what the navbar's bell lists, gathered from every area the user may read
 * (docs/licences.md). `kind` and `params` let the client say it in the user's language; `message` is
 * the English text for other clients.
 */
export const navbarNotificationKinds = [
  'licenceExpiring',
  'licenceExpiresToday',
  /** Orders placed in the last 24 hours (params.count), for who chose "new order" in the app. */
  'newOrders',
  /** A sign-in to the user's account in the last 24 hours from another session (params.ip, params.at). */
  'newSignIn',
] as const;

export const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(navbarNotificationKinds),
  severity: z.enum(['info', 'warning', 'error']),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The page that shows it. */
  url: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsAnswer = z.object({ items: z.array(notificationItem), total: z.number() });
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;
