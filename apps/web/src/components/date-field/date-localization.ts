import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { frFR } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';

/** The dayjs locale of each interface language: it gives the field its day, month and year order. */
const DAYJS_LOCALES: Record<string, string> = { en: 'en', fr: 'fr', ar: 'ar' };
export const dayjsLocaleOf = (language: string) => DAYJS_LOCALES[language] ?? 'en';

const MUI_TEXTS: Record<string, PickersInputLocaleText | undefined> = {
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * The pickers' words in the interface language: MUI X's own French pack, and, over it, the words a
 * reader meets in a date or date and time field, its calendar and its time lists from the app's
 * strings (MUI X has no Arabic pack).
 */
export function pickerTexts(language: string, t: TFunction<'common'>): PickersInputLocaleText {
  return {
    ...MUI_TEXTS[language],
    fieldDayPlaceholder: () => t('dateField.dayPlaceholder'),
    fieldMonthPlaceholder: () => t('dateField.monthPlaceholder'),
    fieldYearPlaceholder: (params) => t('dateField.yearPlaceholder').repeat(params.digitAmount),
    fieldHoursPlaceholder: () => t('dateField.hoursPlaceholder'),
    fieldMinutesPlaceholder: () => t('dateField.minutesPlaceholder'),
    fieldMeridiemPlaceholder: () => t('dateField.meridiemPlaceholder'),
    openDatePickerDialogue: (date) => (date ? t('dateField.openWithDate', { date }) : t('dateField.open')),
    previousMonth: t('dateField.previousMonth'),
    nextMonth: t('dateField.nextMonth'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('dateField.yearViewOpen') : t('dateField.calendarViewOpen'),
    fieldClearLabel: t('dateField.clear'),
    dateTableLabel: t('dateField.chooseDate'),
    year: t('dateField.year'),
    month: t('dateField.month'),
    day: t('dateField.day'),
    hours: t('dateField.hours'),
    minutes: t('dateField.minutes'),
    meridiem: t('dateField.meridiem'),
    // The time views beside a date and time field's calendar.
    selectViewText: (view) =>
      view === 'hours'
        ? t('dateField.selectHours')
        : view === 'minutes'
          ? t('dateField.selectMinutes')
          : t('dateField.selectMeridiem'),
    hoursClockNumberText: (hours) => t('dateField.hourOption', { count: Number(hours) }),
    minutesClockNumberText: (minutes) => t('dateField.minuteOption', { count: Number(minutes) }),
    timeTableLabel: t('dateField.chooseTime'),
    cancelButtonLabel: t('dateField.cancel'),
    okButtonLabel: t('dateField.ok'),
    nextStepButtonLabel: t('dateField.next'),
    empty: t('dateField.empty'),
  };
}
