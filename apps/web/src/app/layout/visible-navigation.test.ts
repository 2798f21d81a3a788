import type { Access } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from './navigation';
import { filterNavigation, isLinkActive } from './visible-navigation';

const onlySubject = (subject: string) => (access: Access) =>
  typeof access === 'object' && access.subject === subject;

describe('menu filtering', () => {
  it('shows everything to someone who may do anything', () => {
    expect(filterNavigation(NAVIGATION, () => true)).toEqual(NAVIGATION);
  });

  it('keeps only the items the user may open and drops the sections left empty', () => {
    const menu = filterNavigation(NAVIGATION, onlySubject('AclDemo'));
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ kind: 'section', key: 'misc' });
    expect(menu[0].kind === 'section' && menu[0].children.map((c) => c.to)).toEqual(['/access-control']);
  });

  it('leaves out the charts of a reader who may read none of the areas they draw', () => {
    const signedIn = (access: Access) => access === 'authenticated' || access === 'public';
    const links = (menu: ReturnType<typeof filterNavigation>) =>
      menu.flatMap((item) => (item.kind === 'link' ? [item.to] : item.children.map((c) => c.to)));
    expect(links(filterNavigation(NAVIGATION, signedIn))).not.toContain('/charts');
    expect(links(filterNavigation(NAVIGATION, signedIn))).toContain('/components');
    const shop = (access: Access) =>
      signedIn(access) || (typeof access === 'object' && access.subject === 'Ecommerce');
    expect(links(filterNavigation(NAVIGATION, shop))).toContain('/charts');
  });

  it('shows nothing to someone without rules', () => {
    expect(filterNavigation(NAVIGATION, () => false)).toEqual([]);
  });
});

describe('active menu item', () => {
  const users = { kind: 'link', key: 'users', to: '/apps/user/list', match: '/apps/user' } as const;
  it('marks the item of the current page and of the pages under it', () => {
    expect(isLinkActive(users as never, '/apps/user/list')).toBe(true);
    expect(isLinkActive(users as never, '/apps/user/view/3')).toBe(true);
    expect(isLinkActive(users as never, '/apps/users-elsewhere')).toBe(false);
    expect(isLinkActive(users as never, '/apps/roles')).toBe(false);
  });
});
