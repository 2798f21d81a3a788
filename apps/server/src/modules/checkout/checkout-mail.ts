import type { CheckoutOrderAnswer, CheckoutOrderBody } from '@app/contracts';
import type { Queryable } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailOut } from '../mail-out/mail-out.service.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The buyer's confirmation: what was ordered, what it costs, where it goes, and that nothing is charged yet. */
export function orderConfirmation(body: CheckoutOrderBody, order: CheckoutOrderAnswer) {
  const a = body.address;
  const address = [
    body.customer.fullName,
    a.company,
    a.line1,
    a.line2,
    [a.postalCode, a.city, a.state].filter(Boolean).join(' '),
    a.country,
  ].filter(Boolean);
  const lines = order.items.map((i) => `${i.qty} × ${i.name}: ${usd.format(i.total)}`);
  const sums = [
    `Subtotal: ${usd.format(order.subtotal)}`,
    `Shipping (${order.shippingRate.name}, ${order.shippingRate.deliveryDays} days): ${usd.format(order.shipping)}`,
    `Total: ${usd.format(order.total)}`,
  ];
  const intro = `Hello ${body.customer.fullName}, thank you for your order #${order.orderNumber}.`;
  const payment = `Payment: card ending in ${order.cardLast4}, pending. Nothing has been charged yet.`;
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return {
    subject: `Your order #${order.orderNumber} is confirmed`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      list(lines),
      list(sums),
      `<p>Delivery to:<br>${address.map(escapeHtml).join('<br>')}</p>`,
      `<p>${escapeHtml(payment)}</p>`,
    ].join(''),
    text: [intro, lines.join('\n'), sums.join('\n'), `Delivery to:\n${address.join('\n')}`, payment].join(
      '\n\n',
    ),
  };
}

/**
 * Puts the confirmation on the 'mail-out' job queue in the order's transaction: a placed order always
 * has its mail, a rolled-back one none, and the buyer's answer never waits for the mail server.
 */
export async function queueOrderConfirmation(
  mailOut: MailOut,
  tx: Queryable,
  body: CheckoutOrderBody,
  order: CheckoutOrderAnswer,
): Promise<void> {
  await mailOut.queue(
    { kind: 'order-confirmation', to: [body.customer.email], ...orderConfirmation(body, order) },
    tx,
  );
}
