import type { ShopSettingsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['shop-settings'],
    queryFn: ({ signal, client }) => api<ShopSettingsAnswer>('/apps/ecommerce/settings', { signal, client }),
  });
