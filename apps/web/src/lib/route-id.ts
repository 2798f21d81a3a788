import { idParam } from '@app/contracts';
import type { z } from 'zod';

/**
 * The id of a `$id` page, checked with the contract's schema of the API's `:id`, so the page says
 * "not found" for exactly the ids the API would refuse. The text must also be the id as written
 * back (`12`, not `012` or `1e1`), so one page has one address.
 */
export function parseRouteId(text: string, schema: z.ZodType<{ id: number }> = idParam): number | undefined {
  const parsed = schema.safeParse({ id: text });
  return parsed.success && String(parsed.data.id) === text ? parsed.data.id : undefined;
}
