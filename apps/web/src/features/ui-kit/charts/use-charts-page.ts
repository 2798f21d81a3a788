import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { dayLabel } from './day-label';

/**
 * What a charts catalogue page draws with: `k('x')` is `charts.<page>.x` and `p('x')` is
 * `charts.props.x` of the `ui-kit` namespace; the reader's formats, day labels and whether the
 * screen is a phone's.
 */
export function useChartsPage(page: string) {
  const { t } = useTranslation('ui-kit');
  const k = (key: string, options?: Record<string, string>) => t(`charts.${page}.${key}`, options);
  const p = (key: string) => t(`charts.props.${key}`);
  const format = useIntlFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return { t, k, p, format, phone, day: dayLabel(format.locale) };
}
