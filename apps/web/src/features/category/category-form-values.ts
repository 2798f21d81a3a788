import { type Category, type CategoryBody, type ProductStatus, productStatuses } from '@app/contracts';
import { z } from 'zod';

/** What the drawer edits; the slug may be left empty (the server makes it from the name). */
export const categoryFormSchema = z.object({
  name: z.string().trim().min(2, 'must have at least 2 characters').max(60, 'is too long'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80, 'is too long')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'may hold only lowercase letters, digits and single dashes'),
  description: z.string().max(10_000, 'is too long'),
  images: z.array(z.string()).max(1),
  parentId: z.string(),
  status: z.enum(productStatuses),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

export const emptyCategoryForm = (): CategoryFormValues => ({
  name: '',
  slug: '',
  description: '',
  images: [],
  parentId: '',
  status: 'Published' as ProductStatus,
});

export const categoryToForm = (c: Category): CategoryFormValues => ({
  name: c.name,
  slug: c.slug,
  description: c.description,
  images: c.image ? [c.image] : [],
  parentId: c.parentId === null ? '' : String(c.parentId),
  status: c.status,
});

export function formToCategoryBody(v: CategoryFormValues): CategoryBody {
  const slug = v.slug.trim().toLowerCase();
  return {
    name: v.name.trim(),
    ...(slug ? { slug } : {}),
    description: v.description,
    image: v.images[0] ?? null,
    parentId: v.parentId ? Number(v.parentId) : null,
    status: v.status,
  };
}

/** A slug suggestion from the name: "Home Décor & More" → "home-decor-more". */
export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
