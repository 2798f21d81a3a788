/** One icon of the catalogue: its file name (`arrow-left`), category, search tags and SVG body. */
export type CatalogueIcon = { name: string; category: string; tags: string; body: string };

/** The React component name @tabler/icons-react exports for an icon: `arrow-left` → `IconArrowLeft`. */
export function componentName(name: string): string {
  return `Icon${name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

export const importLine = (name: string) => `import { ${componentName(name)} } from '@tabler/icons-react';`;

/**
 * The icons whose name, component name or tags contain every word of `q` (any case), in a category
 * when one is given; names that start with the query come first.
 */
export function searchIcons(icons: CatalogueIcon[], q: string, category: string): CatalogueIcon[] {
  const words = q.toLowerCase().trim().split(/\s+/).filter(Boolean);
  const inCategory = category ? icons.filter((i) => i.category === category) : icons;
  if (words.length === 0) return inCategory;
  const found = inCategory.filter((i) => {
    const text = `${i.name} ${componentName(i.name).toLowerCase()} ${i.tags.toLowerCase()}`;
    return words.every((w) => text.includes(w));
  });
  const first = words[0] ?? '';
  return [
    ...found.filter((i) => i.name.startsWith(first)),
    ...found.filter((i) => !i.name.startsWith(first)),
  ];
}

export function categoriesOf(icons: CatalogueIcon[]): string[] {
  return [...new Set(icons.map((i) => i.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
