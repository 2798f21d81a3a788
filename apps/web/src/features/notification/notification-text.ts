import { LICENCE_PRODUCT_NAMES, type LicenceProduct, type NotificationItem } from '@app/contracts';
import type { TFunction } from 'i18next';

/** The item in the interface language (its `kind` and `params`); the server's English text otherwise. */
export function notificationText(t: TFunction, item: NotificationItem): string {
  const { params } = item;
  const product = LICENCE_PRODUCT_NAMES[params.product as LicenceProduct] ?? String(params.product ?? '');
  return t(`kinds.${item.kind}`, {
    ...params,
    product,
    count: Number(params.days ?? 0),
    defaultValue: item.message,
  });
}

/** The item's page as the router's `to` and `search` ('/admin/jetbrains?status=expiring'). */
export function notificationLink(url: string) {
  const [to, query = ''] = url.split('?');
  return { to, search: Object.fromEntries(new URLSearchParams(query)) };
}
