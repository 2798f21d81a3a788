import { describe, expect, it } from 'vitest';
import { brokenRule, importsOf, resolveImport } from '../../../scripts/web-import-rules.mjs';

describe('web import rules', () => {
  it('refuses a feature importing another feature, and allows its own files and the shared layers', () => {
    expect(brokenRule('features/customer/components/a.tsx', 'features/order/api/get-order')).toMatch(
      /features\/customer must not import another feature \(features\/order\)/,
    );
    expect(brokenRule('features/customer/components/a.tsx', 'features/customer/api/get-customer')).toBeNull();
    for (const shared of ['lib/api-client', 'components/page-header', 'app/session/can', 'i18n/index']) {
      expect(brokenRule('features/order/api/get-order-stats.ts', shared), shared).toBeNull();
    }
  });

  it('refuses lib/, components/ and i18n/ importing the shell, a feature or a route', () => {
    expect(brokenRule('lib/api-client.ts', 'app/session/session-store')).toBe('lib/ must not import app/');
    expect(brokenRule('components/data-table/x.tsx', 'features/user/users-search')).toBe(
      'components/ must not import features/',
    );
    expect(brokenRule('i18n/index.ts', 'app/settings/settings-store')).toBe('i18n/ must not import app/');
    expect(brokenRule('lib/x.ts', 'routes/index')).toBe('lib/ must not import routes/');
  });

  it('lets the shell, the routes and the entry import anything', () => {
    expect(brokenRule('app/router.ts', 'features/auth/api/login')).toBeNull();
    expect(brokenRule('routes/_app/apps/roles.tsx', 'features/user/components/users-list')).toBeNull();
    expect(brokenRule('main.tsx', 'app/router')).toBeNull();
  });

  it('resolves @/ and relative imports to paths under src, and ignores packages', () => {
    expect(resolveImport('features/order/components/a.tsx', '@/lib/api-client')).toBe('lib/api-client');
    expect(resolveImport('features/order/components/a.tsx', '../../user/api/get-user')).toBe(
      'features/user/api/get-user',
    );
    expect(resolveImport('lib/a.ts', '@tanstack/react-query')).toBeNull();
    expect(resolveImport('lib/a.ts', '../../../scripts/x.mjs')).toBeNull();
  });

  it('finds static, type-only, multi-line, re-exported and dynamic imports with their lines, not those in comments', () => {
    const source = [
      "import type { A } from '@/a';",
      'import {',
      '  b,',
      "} from './b';",
      "// import { c } from '@/c';",
      "/* import d from '@/d'; */",
      "export { e } from '../e';",
      "const f = () => import('@/f');",
      "import '@/g';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { line: 1, specifier: '@/a' },
      { line: 4, specifier: './b' },
      { line: 7, specifier: '../e' },
      { line: 8, specifier: '@/f' },
      { line: 9, specifier: '@/g' },
    ]);
  });
});
