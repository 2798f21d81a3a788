/**
 * Between the password and the code: the challenge lives in sessionStorage (this tab only, gone with
 * it; it expires on the server after 5 minutes anyway). The trusted-device token lives in
 * localStorage for its 30 days and is sent with the next sign-ins (docs/account-security.md).
 */
const CHALLENGE_KEY = 'twoStepChallenge';
const DEVICE_KEY = 'trustedDeviceToken';

export type StoredChallenge = { token: string; email: string; expiresAt: number };

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const challengeStore = {
  set(token: string, email: string, expiresInSeconds: number) {
    const value: StoredChallenge = { token, email, expiresAt: Date.now() + expiresInSeconds * 1000 };
    safe(() => sessionStorage.setItem(CHALLENGE_KEY, JSON.stringify(value)), undefined);
  },
  get(): StoredChallenge | null {
    const value = safe(() => JSON.parse(sessionStorage.getItem(CHALLENGE_KEY) ?? 'null'), null);
    return value && typeof value.token === 'string' ? (value as StoredChallenge) : null;
  },
  clear() {
    safe(() => sessionStorage.removeItem(CHALLENGE_KEY), undefined);
  },
};

export const deviceTokenStore = {
  get: () => safe(() => localStorage.getItem(DEVICE_KEY) ?? undefined, undefined),
  set: (token: string) => safe(() => localStorage.setItem(DEVICE_KEY, token), undefined),
};
