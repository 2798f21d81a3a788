import type { ShopSettingsAnswer, ShopSettingsBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopSettingsQueryOptions } from './get-shop-settings';

/**
 * Saves whole sections; the answer (every section as stored) replaces the cached settings. A refused
 * save (someone else's save meanwhile, among others) loads the settings again.
 */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsBody) =>
      api<ShopSettingsAnswer>('/apps/ecommerce/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsQueryOptions().queryKey, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: shopSettingsQueryOptions().queryKey }),
  });
}
