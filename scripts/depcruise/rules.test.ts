import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules of the repository's .dependency-cruiser.cjs, run on a small tree written for the test: each
// kind of break is reported once, with the rule's name, and the imports the rules allow are not.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');

const TREE: Record<string, string> = {
  // The web: a feature importing another feature, a feature importing the shell (a type only), and the
  // imports a feature may make (its own area, lib/, components/).
  'apps/web/src/features/order/order-page.ts': [
    "import { customerName } from '../customer/customer-name';",
    "import { formatMoney } from '../../lib/format-money';",
    "import { Card } from '../../components/card';",
    "import { orderTotal } from './order-total';",
    'export const page = () => [customerName(), formatMoney(orderTotal()), Card];',
  ].join('\n'),
  'apps/web/src/features/order/order-total.ts': 'export const orderTotal = () => 1;',
  'apps/web/src/features/customer/customer-name.ts': [
    "import type { Session } from '../../app/session';",
    "export const customerName = (s?: Session) => s?.name ?? '';",
  ].join('\n'),
  'apps/web/src/app/session.ts': 'export type Session = { name: string };',
  'apps/web/src/lib/format-money.ts': 'export const formatMoney = (n: number) => String(n);',
  'apps/web/src/components/card.ts':
    "import { formatMoney } from '../lib/format-money';\nexport const Card = formatMoney;",
  // Two files that know each other's types only: still a cycle.
  'apps/web/src/lib/week.ts': "import type { Day } from './day';\nexport type Week = Day[];",
  'apps/web/src/lib/day.ts': "import type { Week } from './week';\nexport type Day = { week?: Week };",
  // The server: a module reaching into another area's repository, and a route file calling a repository.
  'apps/server/src/modules/order/order.service.ts': [
    "import { findCustomer } from '../customer/customer.repository.ts';",
    "import { customerExists } from '../customer/customer.service.ts';",
    'export const placeOrder = () => [findCustomer(), customerExists()];',
  ].join('\n'),
  'apps/server/src/modules/order/order.routes.ts': [
    "import { placeOrder } from './order.service.ts';",
    "import { findOrder } from './order.repository.ts';",
    'export const routes = [placeOrder, findOrder];',
  ].join('\n'),
  'apps/server/src/modules/order/order.repository.ts': 'export const findOrder = () => 1;',
  'apps/server/src/modules/customer/customer.repository.ts': 'export const findCustomer = () => 1;',
  'apps/server/src/modules/customer/customer.service.ts': [
    "import { findCustomer } from './customer.repository.ts';",
    'export const customerExists = () => findCustomer() > 0;',
  ].join('\n'),
};

let root: string;
let broken: string[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'depcruise-rules-'));
  for (const [file, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${text}\n`);
  }
  const { tsConfig: _paths, ...options } = config.options;
  const result = await cruise(['apps'], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('expected the cruise result as an object');
  broken = result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the import rules (.dependency-cruiser.cjs)', () => {
  it('refuses a feature importing another feature', () => {
    expect(broken).toContain(
      'web-feature-not-another-feature: apps/web/src/features/order/order-page.ts → apps/web/src/features/customer/customer-name.ts',
    );
  });

  it('refuses a feature importing the shell, even a type', () => {
    expect(broken).toContain(
      'web-feature-not-shell: apps/web/src/features/customer/customer-name.ts → apps/web/src/app/session.ts',
    );
  });

  it('reports an import cycle, even of types only', () => {
    expect(broken.filter((b) => b.startsWith('no-circular:'))).toEqual([
      expect.stringMatching(
        /^no-circular: apps\/web\/src\/lib\/(day|week)\.ts → apps\/web\/src\/lib\/(day|week)\.ts$/,
      ),
    ]);
  });

  it("refuses a server module using another area's repository, and a route file using a repository", () => {
    expect(broken).toContain(
      'server-modules-meet-through-services: apps/server/src/modules/order/order.service.ts → apps/server/src/modules/customer/customer.repository.ts',
    );
    expect(broken).toContain(
      'server-routes-call-services: apps/server/src/modules/order/order.routes.ts → apps/server/src/modules/order/order.repository.ts',
    );
  });

  it('lets the imports the layers allow through: nothing else is reported', () => {
    expect(broken).toHaveLength(5);
  });
});
