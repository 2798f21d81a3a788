/**
 * The help center's categories and articles (docs/help.md). Bodies use only what the shared editor
 * keeps (paragraphs, bold, italic, lists, links), so an admin can edit them without losing anything.
 */
export type SeedHelpArticle = {
  slug: string;
  title: string;
  subtitle: string;
  body: string;
  popular?: boolean;
  keepLearning?: boolean;
};
export type SeedHelpCategory = { title: string; icon: string; articles: SeedHelpArticle[] };

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ol>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

export const SEED_HELP: SeedHelpCategory[] = [
  {
    title: 'Getting started',
    icon: 'rocket',
    articles: [
      {
        slug: 'create-your-account',
        title: 'Create your account',
        subtitle: 'Sign up, confirm your e-mail address and sign in for the first time.',
        keepLearning: true,
        body:
          p('An account lets you follow your orders, keep your addresses and receive our newsletters.') +
          ol(
            'Open the <strong>Register</strong> page and enter your name, your e-mail address and a password of at least 8 characters.',
            'Open the confirmation e-mail we send you and follow its link within 24 hours.',
            'Sign in with your e-mail address and your password.',
          ) +
          p(
            'Did not receive the confirmation e-mail? Check your spam folder, then ask for a new link from the sign-in page.',
          ),
      },
      {
        slug: 'find-your-way-around-the-dashboard',
        title: 'Find your way around the dashboard',
        subtitle: 'The menu, the search bar and the settings, in two minutes.',
        body:
          p(
            'The menu on the side groups the pages by area: dashboards, the shop, and the apps such as e-mail, calendar and chat. On a small screen it opens from the menu button at the top.',
          ) +
          p(
            'Press <strong>Ctrl+K</strong> (or <strong>⌘K</strong> on a Mac) anywhere to search pages, orders and customers.',
          ) +
          p(
            'The settings button on the side of the screen lets you choose a light or dark theme, the layout of the menu and the width of the content. Your choices are remembered on this device.',
          ),
      },
      {
        slug: 'change-the-language',
        title: 'Change the language',
        subtitle: 'Use the application in English, French or Arabic.',
        body:
          p(
            'Select the language button in the top bar and pick <em>English</em>, <em>Français</em> or <em>العربية</em>. The whole interface changes at once, with no reload.',
          ) +
          p(
            'Arabic is written from right to left: menus, tables and forms are mirrored so that everything reads naturally.',
          ),
      },
      {
        slug: 'invite-your-team',
        title: 'Invite your team',
        subtitle: 'Add users and give each of them the right role.',
        body:
          p('Administrators add people from the user list.') +
          ol(
            'Open <strong>Users</strong> and select <strong>Add new user</strong>.',
            'Fill in the name, the e-mail address and the role.',
            'Save: the new user appears in the list and can sign in.',
          ) +
          p(
            'A role decides what a person may see and do. Roles and their permissions are edited under <strong>Roles</strong> and <strong>Permissions</strong>.',
          ),
      },
    ],
  },
  {
    title: 'Orders',
    icon: 'shopping-cart',
    articles: [
      {
        slug: 'how-to-add-a-product-to-the-cart',
        title: 'How to add a product to the cart',
        subtitle: 'Find a product, set its quantity, then check out in four steps.',
        popular: true,
        body:
          p(
            'Open <strong>Shop</strong> at the top of the site. The first step, <strong>Cart</strong>, lists the products for sale now with their price and how many are left; search by name or brand.',
          ) +
          ol(
            'Select <strong>Add</strong> beside a product: it joins the cart.',
            'Change its quantity in the cart, up to the number left, or remove it.',
            'Select <strong>Next</strong> to give your name, e-mail address and delivery address. Only the countries we ship to are offered.',
            'Enter your card, then check the order summary, with the shipping cost for your country, and select <strong>Place the order</strong>.',
          ) +
          p(
            'The card is checked but not charged: the order is placed with its payment pending, and a confirmation is e-mailed to you at once. The cart is kept only while the page is open, so finish your order before you leave it.',
          ),
      },
      {
        slug: 'track-an-order',
        title: 'Track an order',
        subtitle: 'Follow your order from confirmation to delivery.',
        body:
          p(
            'You receive an order confirmation e-mail within 24 hours of ordering. After that, every order shows its status in <strong>My Orders</strong>:',
          ) +
          ul(
            '<strong>Pending</strong>: the order is confirmed and being prepared.',
            '<strong>Dispatched</strong>: it has left our warehouse; parcel orders get a tracking link by e-mail.',
            '<strong>Delivered</strong>: it has reached you.',
          ),
      },
      {
        slug: 'cancel-an-order',
        title: 'Cancel an order',
        subtitle: 'When and how an order can still be cancelled.',
        body:
          p(
            'Scheduled delivery orders can be cancelled up to <strong>72 hours before the delivery date</strong>. Parcel orders can be cancelled until they are dispatched.',
          ) +
          p(
            'Open the order in My Orders and select <strong>Cancel order</strong>. The refund is made to the payment method you used.',
          ),
      },
      {
        slug: 'return-a-product',
        title: 'Return a product',
        subtitle: 'Returns are accepted within 15 days of delivery.',
        keepLearning: true,
        body:
          p(
            'You can return a product within <strong>15 days</strong> of delivery, unused and in its original packaging.',
          ) +
          ol(
            'Open the order in My Orders and select <strong>Return items</strong>.',
            'Choose the items and the reason for the return.',
            'Print the return label, or choose a collection date for a large item.',
          ) +
          p('The refund is made within 5 working days of the item reaching us.'),
      },
    ],
  },
  {
    title: 'Payments',
    icon: 'credit-card',
    articles: [
      {
        slug: 'accepted-payment-methods',
        title: 'Accepted payment methods',
        subtitle: 'Cards and wallets you can pay with, and how your details are kept safe.',
        popular: true,
        body:
          p('We accept:') +
          ul('Visa, Mastercard and American Express cards', 'PayPal') +
          p(
            'Your card details are sent straight to our payment provider over an encrypted connection; we never store them.',
          ),
      },
      {
        slug: 'understanding-your-invoice',
        title: 'Understanding your invoice',
        subtitle: 'What each line of an invoice means, and where to download it.',
        body:
          p(
            'Each invoice lists the items you ordered with their unit price and quantity, the delivery cost, any discount, the tax and the total paid.',
          ) +
          p(
            'Invoices are attached to the order confirmation e-mail and can be downloaded as PDF from the order at any time.',
          ),
      },
      {
        slug: 'when-a-payment-fails',
        title: 'When a payment fails',
        subtitle: 'The usual reasons a card is declined, and what to do.',
        body:
          p('A payment is usually declined because:') +
          ul(
            'the card number, expiry date or security code was mistyped;',
            'the billing address differs from the one your bank holds;',
            'the card’s spending limit has been reached.',
          ) +
          p('Check the details and try again, use another card, or contact your bank.'),
      },
    ],
  },
  {
    title: 'Delivery',
    icon: 'truck',
    articles: [
      {
        slug: 'delivery-options-and-costs',
        title: 'Delivery options and costs',
        subtitle: 'Scheduled delivery for large items, free parcel delivery for the rest.',
        popular: true,
        body:
          p(
            '<strong>Scheduled delivery</strong> brings large items, such as furniture, on a day you choose. It costs <strong>$69 or $99</strong> per order, depending on your postal code; the price is shown at checkout.',
          ) +
          p(
            '<strong>Parcel delivery</strong> is <strong>free</strong> and used for smaller items, which arrive within a few working days.',
          ),
      },
      {
        slug: 'report-a-damaged-delivery',
        title: 'Report a damaged delivery',
        subtitle: 'Tell us within 48 hours and we will put it right.',
        keepLearning: true,
        body:
          p(
            'If a product arrives damaged, report it within <strong>48 hours</strong> of delivery so that we can claim from the carrier.',
          ) +
          ol(
            'Take a photo of the damaged item and of its packaging.',
            'Open the order in My Orders and select <strong>Report a problem</strong>.',
            'Choose a replacement or a refund.',
          ),
      },
      {
        slug: 'change-a-delivery-date',
        title: 'Change a delivery date',
        subtitle: 'Move a scheduled delivery to a day that suits you better.',
        body:
          p(
            'You can move a scheduled delivery up to 72 hours before the planned date: open the order in My Orders and pick another day.',
          ) + p('Parcel deliveries can be redirected from the carrier’s tracking link.'),
      },
    ],
  },
  {
    title: 'Account & security',
    icon: 'shield-lock',
    articles: [
      {
        slug: 'reset-your-password',
        title: 'Reset your password',
        subtitle: 'Forgot your password? Choose a new one in a few steps.',
        body:
          ol(
            'On the sign-in page, select <strong>Forgot password?</strong>',
            'Enter your e-mail address: we send you a link that is valid for one hour.',
            'Follow the link and choose a new password.',
          ) +
          p(
            'For your safety, changing your password signs you out on every other device. You will get the same answer whether or not the address has an account.',
          ),
      },
      {
        slug: 'turn-on-two-step-sign-in',
        title: 'Turn on two-step sign-in',
        subtitle: 'Protect your account with a code from an authenticator app.',
        body:
          p(
            'Two-step sign-in asks for a six-digit code from an authenticator app after your password, so a stolen password alone is not enough.',
          ) +
          ol(
            'Open <strong>Account settings</strong> and the <strong>Security</strong> tab.',
            'Select <strong>Enable two-step sign-in</strong> and scan the QR code with your authenticator app.',
            'Enter the code the app shows, then keep your recovery codes somewhere safe.',
          ),
      },
      {
        slug: 'manage-your-devices',
        title: 'Manage your devices',
        subtitle: 'See where you are signed in and sign out of a device you do not recognise.',
        popular: false,
        body:
          p(
            'The <strong>Security</strong> tab of your account settings lists the devices where you are signed in, with their browser, address and last use.',
          ) +
          p(
            'Select <strong>Sign out</strong> beside a device to end that session at once. If you do not recognise a device, change your password as well.',
          ),
      },
      {
        slug: 'change-your-email-address',
        title: 'Change your e-mail address',
        subtitle: 'Update the address you sign in with.',
        body:
          p(
            'Open <strong>Account settings</strong>, change the e-mail address and save. We send a confirmation link to the new address; the change takes effect once you follow it.',
          ) + p('Until then you keep signing in with your current address.'),
      },
    ],
  },
];
