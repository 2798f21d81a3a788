import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountUpdateBody } from './account-settings.ts';
import { checkoutOrderBody } from './checkout.ts';
import { customerUpdateBody } from './customer.ts';
import { postalAddress } from './ecommerce-common.ts';
import { contactBody } from './front.ts';
import { licenceBody } from './licence.ts';
import { CONTROL_CHARACTERS_TEXT } from './person-name.ts';
import { userCreateBody, userUpdateBody } from './user.ts';

/** The reason given for the field at `path`, or undefined when the body is accepted there. */
function reasonAt(schema: z.ZodType, body: unknown, path: string): string | undefined {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === path)?.message;
}

const injected = [
  'Eve\r\nBcc: all@example.com',
  'Eve\nAdams',
  'Eve\u0000',
  'Eve\u0085Adams',
  'Eve\u2028Adams',
];

describe('person names refuse line breaks and other control characters', () => {
  const cases: [string, z.ZodType, (name: string) => unknown, string][] = [
    [
      'user create',
      userCreateBody,
      (fullName) => ({
        fullName,
        username: 'eve',
        email: 'eve@example.com',
        role: 'client',
        currentPlan: 'basic',
      }),
      'fullName',
    ],
    ['user update', userUpdateBody, (fullName) => ({ fullName, version: 1 }), 'fullName'],
    [
      'own account',
      accountUpdateBody,
      (fullName) => ({ fullName, contact: '', company: '', country: '', language: 'English', version: 1 }),
      'fullName',
    ],
    ['customer', customerUpdateBody, (customer) => ({ customer, version: 1 }), 'customer'],
    [
      'postal address',
      postalAddress,
      (fullName) => ({ fullName, line1: 'x', city: 'x', postalCode: 'x', country: 'x' }),
      'fullName',
    ],
    [
      'checkout customer',
      checkoutOrderBody,
      (fullName) => ({ customer: { fullName, email: 'eve@example.com' } }),
      'customer.fullName',
    ],
    ['contact form', contactBody, (name) => ({ name, email: 'eve@example.com', message: 'x' }), 'name'],
    ['licensee', licenceBody, (licensee) => ({ licensee }), 'licensee'],
  ];

  for (const [what, schema, body, path] of cases) {
    it(`refuses them in the ${what} (${path})`, () => {
      for (const name of injected)
        expect(reasonAt(schema, body(name), path), name).toBe(CONTROL_CHARACTERS_TEXT);
      expect(reasonAt(schema, body('Ève Adams-Núñez عائشة'), path)).toBeUndefined();
    });
  }

  it('drops a trailing line break instead of refusing it', () => {
    const parsed = userUpdateBody.parse({ fullName: 'Eve Adams\r\n', version: 1 });
    expect(parsed.fullName).toBe('Eve Adams');
  });
});
