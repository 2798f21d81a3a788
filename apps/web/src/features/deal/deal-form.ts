import { type DealCreateBody, type DealCreateValues, dealCreateBody } from '@app/contracts/deal';

/** The wizard's form: the API's own body schema, so each step checks what the server will. */
export const dealForm = dealCreateBody;
export type DealFormInput = DealCreateBody;
export type DealFormValues = DealCreateValues;

export const today = () => new Date().toISOString().slice(0, 10);

/** A blank deal. Type, region and audience start unchosen so an untouched step is refused. */
export const emptyDeal = (): DealFormInput => ({
  type: '' as DealFormInput['type'],
  value: null,
  region: '' as DealFormInput['region'],
  title: '',
  code: '',
  description: '',
  productIds: [],
  startsAt: today(),
  endsAt: '',
  audience: 'all',
  maxUses: 100,
  minCart: 0,
  notify: false,
});

/** The body fields whose server errors are shown on their field (the rest become one alert). */
export const DEAL_SERVER_FIELDS = [
  'type',
  'value',
  'region',
  'title',
  'code',
  'description',
  'productIds',
  'startsAt',
  'endsAt',
  'audience',
  'maxUses',
  'minCart',
  'notify',
] as const;
