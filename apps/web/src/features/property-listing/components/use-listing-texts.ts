import type { AreaUnit, PriceDisplay, PropertyKind } from '@app/contracts/property-listing';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';

/** A date (YYYY-MM-DD) at noon, so no time zone moves it to another day. */
export const listingDay = (format: IntlFormat, day: string) => (day ? format.date(`${day}T12:00:00`) : '');

/** How a listing reads in the list, the review and the done step: its name, its areas and its price. */
export function useListingTexts(format: IntlFormat) {
  const { t } = useTranslation('property-listing');
  const name = useCallback(
    (kind: PropertyKind | '', city: string) =>
      kind ? t('texts.name', { kind: t(`kinds.${kind}`), city: city.trim() }) : city.trim(),
    [t],
  );
  const area = useCallback(
    (value: number | null | undefined, unit: AreaUnit) =>
      value === null || value === undefined || !Number.isFinite(value)
        ? t('texts.none')
        : `${format.number(value)} ${t(`units.${unit}`)}`,
    [t, format],
  );
  const money = useCallback(
    (value: number | null | undefined) =>
      value === null || value === undefined || !Number.isFinite(value)
        ? t('texts.none')
        : format.money(value),
    [t, format],
  );
  /** The price as the list shows it: hidden behind "call for price", or marked negotiable. */
  const price = useCallback(
    (value: number, display: PriceDisplay) =>
      display === 'callForPrice'
        ? t('displays.callForPrice')
        : display === 'negotiable'
          ? t('texts.negotiable', { price: format.money(value) })
          : format.money(value),
    [t, format],
  );
  const list = useCallback(
    (prefix: string, values: readonly string[] | undefined) =>
      values && values.length > 0 ? values.map((v) => t(`${prefix}.${v}`)).join(', ') : t('texts.none'),
    [t],
  );
  const yesNo = useCallback((value: boolean) => (value ? t('texts.yes') : t('texts.no')), [t]);
  return useMemo(() => ({ name, area, money, price, list, yesNo }), [name, area, money, price, list, yesNo]);
}
