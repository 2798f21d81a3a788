import { InvalidTokenError, jwtDecode } from 'jwt-decode';

export type DecodedJwt = {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** The times the payload names (exp, iat, nbf), as milliseconds. */
  times: { claim: 'exp' | 'iat' | 'nbf'; ms: number }[];
  hasSignature: boolean;
};

export type JwtProblem = { problem: 'notJwt' } | { problem: 'badPart'; part: 1 | 2 };

/**
 * Reads a JWT's header and payload. The signature is NOT checked: that needs the issuer's key, and a
 * decoded token proves nothing about who wrote it.
 */
export function decodeJwt(input: string): DecodedJwt | JwtProblem {
  const token = input.trim().replace(/^Bearer\s+/i, '');
  if (token.split('.').length !== 3) return { problem: 'notJwt' };
  try {
    const header = jwtDecode<Record<string, unknown>>(token, { header: true });
    const payload = jwtDecode<Record<string, unknown>>(token);
    if (typeof header !== 'object' || header === null || Array.isArray(header)) {
      return { problem: 'badPart', part: 1 };
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return { problem: 'badPart', part: 2 };
    }
    const times = (['exp', 'iat', 'nbf'] as const)
      .filter((claim) => typeof payload[claim] === 'number' && Math.abs(payload[claim] as number) <= 8.64e12)
      .map((claim) => ({ claim, ms: (payload[claim] as number) * 1000 }));
    return { header, payload, times, hasSignature: token.split('.')[2] !== '' };
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      const part = /part #(\d)/.exec(error.message)?.[1];
      return part === '1' || part === '2'
        ? { problem: 'badPart', part: Number(part) as 1 | 2 }
        : { problem: 'notJwt' };
    }
    throw error;
  }
}
