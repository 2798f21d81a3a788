import { useTranslation } from 'react-i18next';

/** Dollars in a language's way of writing money ("$1,299.00", "1 299,00 $US", …). */
export const moneyFormatter = (language: string) => {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  return (dollars: number) => money.format(dollars);
};

/** Dollars in the interface language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return moneyFormatter(i18n.language);
}
