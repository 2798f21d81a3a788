import { z } from 'zod';
import { editVersion, idInPath, listTotal, orderBy, pagingQuery, searchText } from './common.ts';
import { optionalText, postalAddress, shopCountryNames } from './ecommerce-common.ts';
import { personName } from './person-name.ts';

export const customerStatuses = ['Active', 'Inactive', 'Suspended'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];
export const customerSortKeys = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];

/** GET /api/apps/ecommerce/customers: q matches name, country or e-mail; newest first without sortBy. */
export const customerListQuery = z.object({
  q: searchText,
  /** A country name, compared case-insensitively. */
  country: optionalText,
  sortBy: z.enum(customerSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** The spec's customer (§3). order and totalSpent are kept equal to the customer's orders. */
export const customer = z.object({
  id: z.number(),
  customer: z.string(),
  /** Six digits (seven beyond 900,000 customers in a scale seed). */
  customerId: z.number(),
  email: z.string(),
  country: z.string(),
  /** The flag emoji, e.g. 🇦🇺. */
  countryFlag: z.string(),
  /** Two lowercase letters, e.g. 'au'. */
  countryCode: z.string(),
  /** How many orders the customer has. */
  order: z.number(),
  /** Sum of the customer's orders, in dollars. */
  totalSpent: z.number(),
  avatar: z.string().nullable(),
});
export type Customer = z.infer<typeof customer>;

export const customerListAnswer = z.object({ customers: z.array(customer), ...listTotal });
export type CustomerListAnswer = z.infer<typeof customerListAnswer>;

export const addressKinds = ['shipping', 'billing'] as const;
export const customerAddress = postalAddress.extend({
  id: z.number(),
  kind: z.enum(addressKinds),
  isDefault: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

/** GET /api/apps/ecommerce/customers/:customerId: the spec's detail adds status and contact. */
export const customerDetail = customer.extend({
  status: z.enum(customerStatuses),
  contact: z.string(),
  addresses: z.array(customerAddress),
  createdAt: z.string(),
  /** Moves on every write, the order totals kept by other writes included (docs/edit-conflicts.md). */
  version: z.number(),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

/** The path parameter of the customer routes: the six-digit customerId, not the row id. */
export const customerIdParam = z.object({ id: idInPath(99_999_999, 'is not a customer id') });

/** PATCH /api/apps/ecommerce/customers/:customerId: some of these fields. */
export const customerUpdateBody = z
  .object({
    customer: personName(100),
    email: z.string().trim().toLowerCase().max(254, 'is too long').email('must be an e-mail address'),
    country: z.enum(shopCountryNames, 'is not a country the shop sells to'),
    contact: z
      .string()
      .trim()
      .max(30, 'is too long')
      .regex(/^[0-9+() -]*$/, 'may hold only digits, spaces and + ( ) -'),
    status: z.enum(customerStatuses, `must be one of ${customerStatuses.join(', ')}`),
  })
  .partial()
  .extend({ version: editVersion })
  .refine(
    ({ version: _version, ...v }) => Object.values(v).some((x) => x !== undefined),
    'must change at least one field',
  );
export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;
