import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { ProductFormValues, productFormSchema } from '../product-form-values';

export type ProductFormOutput = z.output<typeof productFormSchema>;
export type ProductFormControl = Control<ProductFormValues, unknown, ProductFormOutput>;
