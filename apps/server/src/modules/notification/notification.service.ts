import { LICENCE_PRODUCT_NAMES, type NotificationItem } from '@app/contracts';
import type { AccountNotifications } from '@app/contracts/account-settings';
import type { AuthContext } from '../../auth/plugin.ts';
import type { Db } from '../../db/client.ts';
import { notificationChoicesOf } from '../account-settings/account-settings.service.ts';
import { otherSignInsSince } from '../auth/security.service.ts';
import { expiringLicences } from '../licence/licence.service.ts';
import { countOrdersSince } from '../order/order.service.ts';

/**
 * One area's contribution: the items the user may see, or none. `choices` are the user's
 * notification choices of the account settings; a source that has a topic there says nothing when
 * its "app" channel is off.
 */
type Source = (db: Db, actor: AuthContext, choices: AccountNotifications) => Promise<NotificationItem[]>;

const DAY_MS = 24 * 60 * 60 * 1000;

const dayWord = (n: number) => (n === 1 ? 'day' : 'days');

/** "WebStorm (Acme Ltd) expires in 5 days", for users who may read licences. */
const licenceSource: Source = async (db, actor) => {
  if (!actor.ability.can('read', 'Licence')) return [];
  const { licences } = await expiringLicences(db);
  return licences.map((l) => {
    const product = LICENCE_PRODUCT_NAMES[l.product];
    const today = l.daysLeft === 0;
    return {
      id: `licence-${l.id}`,
      kind: today ? 'licenceExpiresToday' : 'licenceExpiring',
      severity: l.daysLeft <= 7 ? 'error' : 'warning',
      message: today
        ? `${product} (${l.licensee}) expires today`
        : `${product} (${l.licensee}) expires in ${l.daysLeft} ${dayWord(l.daysLeft)}`,
      params: {
        product,
        productCode: l.product,
        licensee: l.licensee,
        days: l.daysLeft,
        expiresOn: l.expiresOn,
      },
      url: `/admin/jetbrains?status=expiring`,
    } satisfies NotificationItem;
  });
};

/** "3 new orders in the last 24 hours", for who may read orders and chose "new order" in the app. */
const newOrdersSource: Source = async (db, actor, choices) => {
  if (!choices.newOrder.app || !actor.ability.can('read', 'Order')) return [];
  const count = await countOrdersSince(db, new Date(Date.now() - DAY_MS));
  if (count === 0) return [];
  return [
    {
      id: 'new-orders',
      kind: 'newOrders',
      severity: 'info',
      message: `${count} new ${count === 1 ? 'order' : 'orders'} in the last 24 hours`,
      params: { count },
      url: '/apps/ecommerce/order/list?sortBy=date&orderBy=desc',
    },
  ];
};

/**
 * Sign-ins to one's own account from other sessions in the last 24 hours, as one item naming how many
 * and the latest (security alerts, app channel).
 */
const newSignInSource: Source = async (db, actor, choices) => {
  if (!choices.securityAlert.app) return [];
  const sessions = await otherSignInsSince(db, actor, new Date(Date.now() - DAY_MS));
  const latest = sessions.reduce<(typeof sessions)[number] | undefined>(
    (a, b) => (!a || b.createdAt > a.createdAt ? b : a),
    undefined,
  );
  if (!latest) return [];
  const count = sessions.length;
  const at = latest.createdAt.toISOString();
  return [
    {
      id: `sign-in-${latest.id}`,
      kind: 'newSignIn',
      severity: 'warning',
      message:
        count === 1
          ? `New sign-in to your account from ${latest.ip} at ${at}`
          : `${count} new sign-ins to your account, the latest from ${latest.ip} at ${at}`,
      params: { count, ip: latest.ip, at },
      url: '/pages/account-settings/security',
    },
  ];
};

/** Every area that has something to say; a later area adds its source here. */
const SOURCES: Source[] = [licenceSource, newOrdersSource, newSignInSource];

export async function notificationsFor(db: Db, actor: AuthContext) {
  const choices = await notificationChoicesOf(db, actor.user.id);
  const items = (await Promise.all(SOURCES.map((source) => source(db, actor, choices)))).flat();
  return { items, total: items.length };
}
