/**
 * The FAQ's groups and questions (spec 001 §3, §9): the facts the spec states — scheduled delivery
 * $69 or $99 by postal code, free parcel delivery, damage reported within 48 hours, scheduled orders
 * cancellable up to 72 hours before delivery, returns within 15 days, confirmation mail within 24 hours.
 */
export type SeedFaqGroup = {
  title: string;
  icon: string;
  subtitle: string;
  faqs: { question: string; answer: string }[];
};

export const SEED_FAQ: SeedFaqGroup[] = [
  {
    title: 'Payment',
    icon: 'credit-card',
    subtitle: 'Get help with payment',
    faqs: [
      {
        question: 'When is payment taken for my order?',
        answer:
          'Payment is taken when you place your order. For scheduled deliveries the amount is reserved at checkout and collected once the delivery date is confirmed.',
      },
      {
        question: 'How do I pay for my order?',
        answer:
          'We accept Visa, Mastercard, American Express and PayPal. Choose your payment method at checkout; your card details are sent straight to our payment provider and never stored by us.',
      },
      {
        question: 'What should I do if my payment is declined?',
        answer:
          'Check that the card number, expiry date and security code are correct and that your billing address matches the one your bank holds. If it is still declined, try another card or contact your bank.',
      },
      {
        question: 'Can I get an invoice for my order?',
        answer:
          'Yes. An invoice is attached to your order confirmation e-mail and can be downloaded again at any time from My Orders.',
      },
    ],
  },
  {
    title: 'Delivery',
    icon: 'truck',
    subtitle: 'Get help with delivery',
    faqs: [
      {
        question: 'How would you ship my order?',
        answer:
          'Large items, such as furniture, are brought by our scheduled delivery team on a day you choose. Smaller items are sent by parcel and arrive within a few working days.',
      },
      {
        question: 'What is the delivery cost of my order?',
        answer:
          'Scheduled delivery costs $69 or $99 per order, depending on your postal code; the exact price is shown at checkout once you enter it. Parcel delivery is free.',
      },
      {
        question: 'What to do if my product arrives damaged?',
        answer:
          'Report any damage within 48 hours of delivery, with a photo of the item and of its packaging. We will arrange a replacement or a refund as quickly as possible.',
      },
      {
        question: 'Can I change my delivery date?',
        answer:
          'Yes, up to 72 hours before a scheduled delivery you can pick another date from My Orders. Parcel deliveries can be redirected with the carrier’s tracking link.',
      },
    ],
  },
  {
    title: 'Cancellation',
    icon: 'circle-x',
    subtitle: 'Cancellation and returns',
    faqs: [
      {
        question: 'Can I cancel my order?',
        answer:
          'Scheduled delivery orders can be cancelled up to 72 hours before the delivery date. Parcel orders can be cancelled until they have been dispatched.',
      },
      {
        question: 'Can I return my product?',
        answer:
          'You can return a product within 15 days of delivery. It must be unused and in its original packaging; start the return from My Orders.',
      },
      {
        question: 'When will I get my refund?',
        answer:
          'Refunds are made to the payment method you used, within 5 working days of the returned item reaching us. Your bank may take a few more days to show it.',
      },
      {
        question: 'Where can I see the status of my return?',
        answer:
          'Open My Orders and select the order: the return’s status is shown under the items, from requested to collected to refunded.',
      },
    ],
  },
  {
    title: 'My Orders',
    icon: 'shopping-cart',
    subtitle: 'Order details',
    faqs: [
      {
        question: 'Has my order been successful?',
        answer:
          'All successful orders are confirmed by e-mail. You should receive the order confirmation e-mail within 24 hours; if you have not, check your spam folder before contacting us.',
      },
      {
        question: 'My promotion code is not working, what can I do?',
        answer:
          'Check the code’s expiry date and its conditions, such as a minimum amount or the products it applies to. Codes cannot be combined with other offers.',
      },
      {
        question: 'How do I track my order?',
        answer:
          'Every order shows its status in My Orders. Parcel orders also get a tracking link by e-mail once they are dispatched.',
      },
      {
        question: 'Can I change my order after placing it?',
        answer:
          'Items cannot be added to an order that has been placed, but you can cancel it within the cancellation period and place a new one.',
      },
    ],
  },
  {
    title: 'Product & Services',
    icon: 'package',
    subtitle: 'Get help with product and services',
    faqs: [
      {
        question: 'Will I be notified once my order has shipped?',
        answer:
          'Yes. We send an e-mail when your order leaves our warehouse, and the day before a scheduled delivery we send the delivery time slot.',
      },
      {
        question: 'Where can I find warranty information?',
        answer:
          'The warranty of each product is given on its page and in the documents delivered with it. Keep your order confirmation as proof of purchase.',
      },
      {
        question: 'Do you offer assembly services?',
        answer:
          'Assembly can be added at checkout for most furniture delivered by our scheduled delivery team; the price is shown beside each product.',
      },
      {
        question: 'How do I know whether a product is in stock?',
        answer:
          'A product’s page shows whether it is in stock. Products out of stock can still be ordered when a restocking date is shown.',
      },
    ],
  },
];
