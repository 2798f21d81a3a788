import { describe, expect, it } from 'vitest';
import { categoryFormSchema, emptyCategoryForm, formToCategoryBody, slugify } from './category-form-values';

describe('the category form', () => {
  it('leaves the slug out when empty, so the server makes it from the title', () => {
    const body = formToCategoryBody({ ...emptyCategoryForm(), name: ' Garden ' });
    expect(body).toEqual({
      name: 'Garden',
      description: '',
      image: null,
      parentId: null,
      status: 'Published',
    });
  });

  it('sends the chosen parent, picture and slug', () => {
    const body = formToCategoryBody({
      ...emptyCategoryForm(),
      name: 'Lamps',
      slug: 'Lamps-2',
      parentId: '3',
      images: ['/api/uploads/products/a.png'],
    });
    expect(body).toMatchObject({ slug: 'lamps-2', parentId: 3, image: '/api/uploads/products/a.png' });
  });

  it('refuses a slug with spaces or double dashes', () => {
    for (const slug of ['two words', 'a--b']) {
      expect(categoryFormSchema.safeParse({ ...emptyCategoryForm(), name: 'Ok', slug }).success).toBe(false);
    }
  });

  it('suggests a slug from the title', () => {
    expect(slugify('Home Décor & More')).toBe('home-decor-more');
  });
});
