import catalogueUrl from 'virtual:icon-catalogue-url';
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueIcon } from '../icon-catalogue';

/** The catalogue is a static file of the build: fetched once, kept for the session. */
export const iconCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['icon-catalogue'],
    queryFn: async ({ signal }): Promise<CatalogueIcon[]> => {
      const response = await fetch(catalogueUrl, { signal });
      if (!response.ok) throw new Error(`The icon catalogue could not be loaded (${response.status}).`);
      const rows = (await response.json()) as [string, string, string, string][];
      return rows.map(([name, category, tags, body]) => ({ name, category, tags, body }));
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
