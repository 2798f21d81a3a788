import type { NotificationItem } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * The item in the interface language (its `kind` and `params`, names as the server gives them; a time
 * `at` in the reader's format); its English text otherwise.
 */
export function notificationText(
  t: TFunction,
  item: NotificationItem,
  dateTime: (iso: string) => string = (iso) => iso,
): string {
  const { params } = item;
  return t(`kinds.${item.kind}`, {
    ...params,
    count: Number(params.count ?? params.days ?? 0),
    ...(typeof params.at === 'string' && { at: dateTime(params.at) }),
    defaultValue: item.message,
  });
}

/** The item's page as the router's `to` and `search` ('/admin/jetbrains?status=expiring'). */
export function notificationLink(url: string) {
  const [to, query = ''] = url.split('?');
  return { to, search: Object.fromEntries(new URLSearchParams(query)) };
}
