import { randomBytes } from 'node:crypto';
import type { AnalyticsDevice, AnalyticsEventsBody } from '@app/contracts';
import type { Queryable } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

/** How far a browser's clock may be from ours before its event times are replaced by the arrival time. */
const CLOCK_SLACK_MS = 60 * 60 * 1000;

/** desktop, mobile, tablet or bot, from a user agent (no library: four families are all the dashboard shows). */
export function deviceOf(userAgent: string | undefined): AnalyticsDevice {
  const ua = userAgent ?? '';
  if (/bot|crawler|spider|crawling|headless|slurp|facebookexternalhit/i.test(ua)) return 'bot';
  if (/ipad|tablet|playbook|silk|(android(?!.*mobile))/i.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The referrer's host (without www.), or 'direct' when there is none or it is this app itself. */
export function sourceOf(referrer: string | undefined, ownHost: string | undefined): string {
  if (!referrer) return 'direct';
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    const own = (ownHost ?? '')
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '');
    if (!host || host === own) return 'direct';
    return host.slice(0, 200);
  } catch {
    return 'direct';
  }
}

type Origin = { userId: number | null; userAgent?: string; host?: string; now?: number };

/** Stores a batch of page views in one INSERT (one trigger pass updates the per-day counts). */
export async function recordPageViews(
  db: Queryable,
  body: AnalyticsEventsBody,
  origin: Origin,
): Promise<number> {
  const now = origin.now ?? Date.now();
  const device = deviceOf(origin.userAgent);
  // One landing's referrer names the source of every view of the batch that follows it.
  let source = 'direct';
  const rows = body.events.map((event) => {
    if (event.referrer !== undefined) source = sourceOf(event.referrer, origin.host);
    const at = event.at && Math.abs(event.at - now) <= CLOCK_SLACK_MS ? event.at : now;
    return {
      type: 'page_view',
      occurredAt: new Date(at),
      visitorId: body.visitorId,
      userId: origin.userId,
      path: event.path,
      device,
      source,
    };
  });
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}

/**
 * Records a sign-up on the analytics dashboard. Call it in the transaction that creates the account
 * (registration): `await recordSignUp(tx, { userId, userAgent: req.headers['user-agent'], referrer })`.
 * `visitorId` is the browser's analytics id when the page sent it (header x-visitor-id); without it the
 * sign-up still counts, under an id of its own.
 */
export async function recordSignUp(
  db: Queryable,
  signUp: { userId: number; userAgent?: string; referrer?: string; host?: string; visitorId?: string },
): Promise<void> {
  const visitorId =
    signUp.visitorId && /^[A-Za-z0-9_-]{8,64}$/.test(signUp.visitorId)
      ? signUp.visitorId
      : `signup-${randomBytes(9).toString('base64url')}`;
  await db.insert(analyticsEvents).values({
    type: 'sign_up',
    visitorId,
    userId: signUp.userId,
    path: '/register',
    device: deviceOf(signUp.userAgent),
    source: sourceOf(signUp.referrer, signUp.host),
  });
}
