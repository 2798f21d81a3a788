import type {
  ChangePasswordBody,
  RecoveryCodesAnswer,
  RegistrationSettings,
  SecurityAnswer,
  TwoFactorSetupAnswer,
} from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Message = { message: string };
type RegistrationSettingsAnswer = RegistrationSettings & { roles: string[] };

export const securityQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'security'],
    queryFn: ({ client }) => api<SecurityAnswer>('/auth/security', { client }),
  });

export const registrationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'registration-settings'],
    queryFn: ({ client }) => api<RegistrationSettingsAnswer>('/auth/registration-settings', { client }),
  });

/** A mutation that refreshes the security tab when it succeeds. */
function useSecurityMutation<TBody, TAnswer>(call: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryOptions().queryKey }),
  });
}

export const useChangePassword = () =>
  useSecurityMutation((body: ChangePasswordBody) => api<Message>('/auth/password', { method: 'POST', body }));

export const useSetupTwoFactor = () =>
  useMutation({ mutationFn: () => api<TwoFactorSetupAnswer>('/auth/two-factor/setup', { method: 'POST' }) });

export const useEnableTwoFactor = () =>
  useSecurityMutation((code: string) =>
    api<RecoveryCodesAnswer>('/auth/two-factor/enable', { method: 'POST', body: { code } }),
  );

export const useDisableTwoFactor = () =>
  useSecurityMutation((password: string) =>
    api<Message>('/auth/two-factor/disable', { method: 'POST', body: { password } }),
  );

export const useRenewRecoveryCodes = () =>
  useSecurityMutation((password: string) =>
    api<RecoveryCodesAnswer>('/auth/two-factor/recovery-codes', { method: 'POST', body: { password } }),
  );

export const useSignOutSession = () =>
  useSecurityMutation((id: number) => api<null>(`/auth/sessions/${id}`, { method: 'DELETE' }));

export function useSaveRegistrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationSettings) =>
      api<RegistrationSettingsAnswer>('/auth/registration-settings', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(registrationSettingsQueryOptions().queryKey, answer),
  });
}
