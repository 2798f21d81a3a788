import * as TablerIcons from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { buildIconCatalogue } from '../../../vite-plugins/icon-catalogue';
import { type CatalogueIcon, categoriesOf, componentName, importLine, searchIcons } from './icon-catalogue';

const icons: CatalogueIcon[] = (JSON.parse(buildIconCatalogue()) as string[][]).map(
  ([name = '', category = '', tags = '', body = '']) => ({ name, category, tags, body }),
);

describe('the icon catalogue', () => {
  it('holds thousands of outline icons, each with an SVG body', () => {
    expect(icons.length).toBeGreaterThan(4000);
    expect(icons.every((i) => i.body.startsWith('<'))).toBe(true);
    expect(icons.find((i) => i.name === 'arrow-left')?.body).toContain('<path');
  });

  it('names every icon as the component @tabler/icons-react really exports, so a copied import works', () => {
    const exported = new Set(Object.keys(TablerIcons));
    const missing = icons.map((i) => componentName(i.name)).filter((n) => !exported.has(n));
    expect(missing).toEqual([]);
    expect(importLine('arrow-left')).toBe("import { IconArrowLeft } from '@tabler/icons-react';");
  });

  it('finds icons by name, component name or tag, every word, any case, name matches first', () => {
    const names = (q: string, category = '') => searchIcons(icons, q, category).map((i) => i.name);
    expect(names('arrow left')).toContain('arrow-left');
    expect(names('ARROW')[0]?.startsWith('arrow')).toBe(true);
    expect(names('IconTruckDelivery')).toEqual(['truck-delivery']);
    const byTag = icons.find((i) => i.tags.includes('shopping'));
    expect(byTag && names('shopping')).toContain(byTag?.name);
    expect(names('no-such-icon-zzz')).toEqual([]);
    const category = categoriesOf(icons)[0] ?? '';
    expect(searchIcons(icons, '', category).every((i) => i.category === category)).toBe(true);
    expect(names('')).toHaveLength(icons.length);
  });
});
