import type { InvoiceStatus, PaymentMethod } from '@app/contracts';

/** The invoice PDF's words in the app's three languages (the same wording as the web's preview). */

export const pdfLanguages = ['en', 'fr', 'ar'] as const;
export type PdfLanguage = (typeof pdfLanguages)[number];

export type PdfWords = {
  locale: string;
  dir: 'ltr' | 'rtl';
  title: (id: number) => string;
  issued: string;
  due: string;
  status: string;
  invoiceTo: string;
  billTo: string;
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
  item: string;
  description: string;
  cost: string;
  qty: string;
  price: string;
  service: string;
  thanks: string;
  subtotal: string;
  discount: string;
  tax: (rate: string) => string;
  total: string;
  paid: string;
  balance: string;
  note: string;
  payments: string;
  page: (n: number, of: number) => string;
  statuses: Record<InvoiceStatus, string>;
  methods: Record<PaymentMethod, string>;
};

const en: PdfWords = {
  locale: 'en-US',
  dir: 'ltr',
  title: (id) => `Invoice #${id}`,
  issued: 'Date issued',
  due: 'Date due',
  status: 'Status',
  invoiceTo: 'Invoice to',
  billTo: 'Bill to',
  totalDue: 'Total due',
  bankName: 'Bank name',
  country: 'Country',
  iban: 'IBAN',
  swiftCode: 'SWIFT code',
  item: 'Item',
  description: 'Description',
  cost: 'Cost',
  qty: 'Qty',
  price: 'Price',
  service: 'Service',
  thanks: 'Thanks for your business',
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: (rate) => `Tax (${rate} %)`,
  total: 'Total',
  paid: 'Paid',
  balance: 'Balance due',
  note: 'Note',
  payments: 'Payments received',
  page: (n, of) => `Page ${n} of ${of}`,
  statuses: {
    Paid: 'Paid',
    Downloaded: 'Downloaded',
    Sent: 'Sent',
    Draft: 'Draft',
    'Partial Payment': 'Partial payment',
    'Past Due': 'Past due',
  },
  methods: {
    Cash: 'Cash',
    'Bank Transfer': 'Bank transfer',
    'Debit Card': 'Debit card',
    'Credit Card': 'Credit card',
    Paypal: 'PayPal',
  },
};

const fr: PdfWords = {
  locale: 'fr-FR',
  dir: 'ltr',
  title: (id) => `Facture n° ${id}`,
  issued: "Date d'émission",
  due: 'Échéance',
  status: 'Statut',
  invoiceTo: 'Facturé à',
  billTo: 'Règlement',
  totalDue: 'Total dû',
  bankName: 'Banque',
  country: 'Pays',
  iban: 'IBAN',
  swiftCode: 'Code SWIFT',
  item: 'Article',
  description: 'Description',
  cost: 'Prix unitaire',
  qty: 'Qté',
  price: 'Montant',
  service: 'Prestation',
  thanks: 'Merci de votre confiance',
  subtotal: 'Sous-total',
  discount: 'Remise',
  tax: (rate) => `TVA (${rate} %)`,
  total: 'Total',
  paid: 'Payé',
  balance: 'Reste à payer',
  note: 'Note',
  payments: 'Paiements reçus',
  page: (n, of) => `Page ${n} sur ${of}`,
  statuses: {
    Paid: 'Payée',
    Downloaded: 'Téléchargée',
    Sent: 'Envoyée',
    Draft: 'Brouillon',
    'Partial Payment': 'Paiement partiel',
    'Past Due': 'En retard',
  },
  methods: {
    Cash: 'Espèces',
    'Bank Transfer': 'Virement',
    'Debit Card': 'Carte de débit',
    'Credit Card': 'Carte de crédit',
    Paypal: 'PayPal',
  },
};

const ar: PdfWords = {
  locale: 'ar',
  dir: 'rtl',
  title: (id) => `الفاتورة رقم ${id}`,
  issued: 'تاريخ الإصدار',
  due: 'تاريخ الاستحقاق',
  status: 'الحالة',
  invoiceTo: 'فاتورة إلى',
  billTo: 'بيانات الدفع',
  totalDue: 'المبلغ المستحق',
  bankName: 'اسم البنك',
  country: 'الدولة',
  iban: 'IBAN',
  swiftCode: 'رمز SWIFT',
  item: 'البند',
  description: 'الوصف',
  cost: 'السعر',
  qty: 'الكمية',
  price: 'المبلغ',
  service: 'الخدمة',
  thanks: 'شكرًا لتعاملكم معنا',
  subtotal: 'المجموع الفرعي',
  discount: 'الخصم',
  tax: (rate) => `الضريبة (${rate} %)`,
  total: 'الإجمالي',
  paid: 'المدفوع',
  balance: 'الرصيد المستحق',
  note: 'ملاحظة',
  payments: 'الدفعات المستلمة',
  page: (n, of) => `صفحة ${n} من ${of}`,
  statuses: {
    Paid: 'مدفوعة',
    Downloaded: 'تم تنزيلها',
    Sent: 'مرسلة',
    Draft: 'مسودة',
    'Partial Payment': 'دفع جزئي',
    'Past Due': 'متأخرة',
  },
  methods: {
    Cash: 'نقدًا',
    'Bank Transfer': 'تحويل بنكي',
    'Debit Card': 'بطاقة خصم',
    'Credit Card': 'بطاقة ائتمان',
    Paypal: 'PayPal',
  },
};

export const pdfWords: Record<PdfLanguage, PdfWords> = { en, fr, ar };

const PROFILE_LANGUAGES: Record<string, PdfLanguage> = { English: 'en', French: 'fr', Arabic: 'ar' };

/**
 * The PDF's language: `?lang` when given, else the user's profile language when it is one of the
 * app's, else the first of the app's languages in Accept-Language, else English.
 */
export function pdfLanguageOf(
  lang: PdfLanguage | undefined,
  profileLanguage: string | undefined,
  acceptLanguage: string | undefined,
): PdfLanguage {
  if (lang) return lang;
  const fromProfile = profileLanguage ? PROFILE_LANGUAGES[profileLanguage] : undefined;
  if (fromProfile) return fromProfile;
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q);
  return (accepted.find((a) => (pdfLanguages as readonly string[]).includes(a.tag))?.tag ??
    'en') as PdfLanguage;
}
