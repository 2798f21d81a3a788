/**
 * The FAQ's groups and questions (spec 001 §3, §9, with groups and answers about what this shop really
 * does: docs/help.md). Answers are shown as plain text, so the names of buttons, fields and pages are
 * written between “ ” instead of in bold; help-labels.test.ts checks each against the web's English
 * strings. The first question of each of the first four groups is the landing page's excerpt.
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
          'Not at checkout: the card is checked, never charged, and the order is placed with its payment “Pending” until the shop takes it. The confirmation e-mail says so too.',
      },
      {
        question: 'How do I pay for my order?',
        answer:
          'With a card, in the “Payment” step of the checkout: “Name on the card”, “Card number”, “Expiry (MM/YY)” and “CVC”. Other ways to pay, such as PayPal or a bank transfer, are not offered. Only the last four digits of the card are kept with the order.',
      },
      {
        question: 'What should I do if my card is refused?',
        answer:
          'The checkout refuses a mistyped card number, an expiry date in the past or a CVC that is not 3 or 4 digits, and the field says what is wrong. Correct it and place the order again: nothing was written or charged.',
      },
      {
        question: 'Can I get an invoice for my order?',
        answer:
          'The order confirmation e-mail lists the products, the subtotal, the shipping and the total. Invoices are written by the shop’s staff under “Invoices” and sent by e-mail as a PDF: ask us for one with the contact form on the home page.',
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
          'With the shipping rate of your country’s zone: the “Review” step of the checkout shows its name and its delivery days before you place the order, and the confirmation e-mail repeats them.',
      },
      {
        question: 'What is the delivery cost of my order?',
        answer:
          'The cheapest rate of your country’s zone whose minimum order your subtotal reaches. The “Review” step shows it before you place the order and the total includes it; no tax is added.',
      },
      {
        question: 'Which countries do you deliver to?',
        answer:
          'The ones the “Country” field of the checkout offers: the countries of the shop’s shipping zones that have a rate.',
      },
      {
        question: 'What to do if my product arrives damaged?',
        answer:
          'Write to us with the “Contact us” form at the bottom of the home page, with the order number from your confirmation e-mail and what happened. We answer by e-mail.',
      },
    ],
  },
  {
    title: 'Orders',
    icon: 'shopping-cart',
    subtitle: 'Placing an order, and what follows',
    faqs: [
      {
        question: 'Has my order been successful?',
        answer:
          'Yes, once the checkout shows your order number. A confirmation e-mail with the products, the total and the delivery address is sent to the address you gave; check your spam folder if it does not arrive.',
      },
      {
        question: 'How do I track my order?',
        answer:
          'The shop has no order page for buyers: your confirmation e-mail is your record. To ask where an order is, write to us with the “Contact us” form on the home page and give its number.',
      },
      {
        question: 'Can I cancel or change my order after placing it?',
        answer:
          'Not from the checkout. Write to us with the “Contact us” form on the home page and give the order number: the shop’s staff can change the quantities of an order, or remove it.',
      },
      {
        question: 'How do I know whether a product is in stock?',
        answer:
          'The “Cart” step lists only the products for sale now, each with how many are left, and you cannot add more than that. A product sold out in the meantime is refused when you place the order, and nothing is written.',
      },
    ],
  },
  {
    title: 'Account',
    icon: 'shield-lock',
    subtitle: 'Signing in and keeping your account safe',
    faqs: [
      {
        question: 'I forgot my password, what can I do?',
        answer:
          'Select “Forgot password?” on the sign-in page and enter your e-mail address: the link we send works once, for one hour. Setting a new password signs you out on every device.',
      },
      {
        question: 'I did not get the e-mail that confirms my address, what can I do?',
        answer:
          'Check your spam folder, then select “Send a new link” on the page shown after signing up. The link works for 24 hours; you can sign in once you have followed it.',
      },
      {
        question: 'How do I turn on two-step verification?',
        answer:
          'In “Account settings”, on the “Security” tab, select “Enable two-step verification”, scan the QR code with an authenticator app and enter the code it shows. Keep the recovery codes shown next: each one signs you in once if you lose your phone.',
      },
      {
        question: 'How do I change my e-mail address?',
        answer:
          'In “Account settings”, on the “Account” tab, enter the “New e-mail address” and your “Current password”, then select “Send confirmation link”. The new address is used once you follow the link sent to it.',
      },
    ],
  },
  {
    title: 'Back office',
    icon: 'receipt',
    subtitle: 'Orders, invoices and users, for the shop’s staff',
    faqs: [
      {
        question: 'How do I change the status of an order?',
        answer:
          'Open the order from “Orders”, select “Change status”, choose the “New status” and select “Save status”. The change and its note appear in the order’s “Status history”.',
      },
      {
        question: 'How do I download an invoice as a PDF?',
        answer:
          'Open the invoice from “Invoices” and select “Download PDF”. The PDF is in the language of the interface: English, French or Arabic.',
      },
      {
        question: 'How do I add a user?',
        answer:
          'Administrators open “Users”, select “Add new user”, fill in the form with a role and select “Submit”.',
      },
      {
        question: 'Why can I not see a page that a colleague sees?',
        answer:
          'The menu shows only the pages your role allows. Administrators set what each role may do under “Roles” and “Permissions”.',
      },
    ],
  },
];
