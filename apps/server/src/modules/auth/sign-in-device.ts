import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../auth/secret-box.ts';
import { cookieOf } from '../../auth/token.ts';

/**
 * The sign-in device cookie (docs/account-security.md, decision 003): after a successful
 * sign-in the browser gets an httpOnly cookie naming a random device id, bound to the user and signed
 * with the server's secret key (HMAC). A sign-in that carries a valid cookie for the e-mail's user
 * passes the e-mail's lock (with its own small limit per device), so that an attacker who locks the
 * address with wrong passwords does not lock out the real user on a browser they used before.
 * Nothing is stored: the cookie is checked by its signature and its age.
 */

export const DEVICE_COOKIE = 'signin_device';
/** Only the sign-in routes read it. */
const COOKIE_PATH = '/api/auth';
export const DEVICE_COOKIE_DAYS = 180;
const PURPOSE = 'sign-in-device';
const VERSION = 'v1';

export type SignInDevice = { userId: number; deviceId: string; issuedAt: number };

const payloadOf = (d: SignInDevice) => `${VERSION}.${d.userId}.${d.deviceId}.${d.issuedAt}`;

/** The cookie's value for the device: `v1.<user id>.<device id>.<issued, unix seconds>.<mac>`. */
export function deviceCookieValue(box: SecretBox, device: SignInDevice): string {
  const payload = payloadOf(device);
  return `${payload}.${box.mac(PURPOSE, payload)}`;
}

/** A new device id (16 random bytes, base64url). */
export const newDeviceId = () => randomBytes(16).toString('base64url');

/** The device the cookie names when its signature is ours and it is younger than its lifetime. */
export function readDeviceCookie(
  box: SecretBox,
  value: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignInDevice | null {
  if (!value || value.length > 200) return null;
  const match = value.match(
    /^v1\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/,
  );
  if (!match) return null;
  const device = { userId: Number(match[1]), deviceId: match[2], issuedAt: Number(match[3]) };
  const expected = Buffer.from(box.mac(PURPOSE, payloadOf(device)));
  const given = Buffer.from(match[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = nowSeconds - device.issuedAt;
  if (age < -300 || age > DEVICE_COOKIE_DAYS * 86400) return null;
  return device;
}

/** The Set-Cookie header for the device: httpOnly, SameSite=Lax, Secure over https. */
export function deviceSetCookie(box: SecretBox, device: SignInDevice, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${deviceCookieValue(box, device)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_DAYS * 86400}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

type CookieRequest = { headers: { cookie?: string }; protocol: string };

/** The device cookie the request carries, when it is valid (any user's: the sign-in compares). */
export function deviceOfRequest(box: SecretBox, req: CookieRequest): SignInDevice | null {
  return readDeviceCookie(box, cookieOf(req.headers.cookie, DEVICE_COOKIE));
}

/**
 * The Set-Cookie header after a successful sign-in of `userId`: the device id the request's cookie
 * named for that user is kept (its per-device count stays with it), any other gets a new one.
 */
export function rememberDevice(box: SecretBox, req: CookieRequest, userId: number): string {
  const current = deviceOfRequest(box, req);
  const deviceId = current?.userId === userId ? current.deviceId : newDeviceId();
  const device = { userId, deviceId, issuedAt: Math.floor(Date.now() / 1000) };
  return deviceSetCookie(box, device, req.protocol === 'https');
}
