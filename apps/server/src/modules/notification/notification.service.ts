import { LICENCE_PRODUCT_NAMES, type NotificationItem } from '@app/contracts';
import type { AuthContext } from '../../auth/plugin.ts';
import type { Db } from '../../db/client.ts';
import { expiringLicences } from '../licence/licence.service.ts';

/** One area's contribution: the items the user may see, or none. */
type Source = (db: Db, actor: AuthContext) => Promise<NotificationItem[]>;

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

/** Every area that has something to say; a later area adds its source here. */
const SOURCES: Source[] = [licenceSource];

export async function notificationsFor(db: Db, actor: AuthContext) {
  const items = (await Promise.all(SOURCES.map((source) => source(db, actor)))).flat();
  return { items, total: items.length };
}
