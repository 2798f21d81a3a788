/**
 * The help center's categories and articles (docs/help.md). Bodies use only what the shared editor
 * keeps (paragraphs, bold, italic, lists, links), so an admin can edit them without losing anything.
 * They describe only what this application does: every name in bold is a label of its interface
 * (help-labels.test.ts checks it against the web's English strings).
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
          p(
            'An account opens the back office. What you may see and do there depends on your role: a new account gets the role the administrators chose for sign-ups.',
          ) +
          ol(
            'Select <strong>Sign in</strong> at the top of the site, then <strong>Create an account</strong>.',
            'Enter a username, your e-mail address and a password of at least 10 characters that is not a common one, tick <strong>I agree to the privacy policy and terms</strong> and select <strong>Sign up</strong>.',
            'Open the e-mail we send you and follow its link within 24 hours: your address is confirmed.',
            'Sign in with your e-mail address and your password.',
          ) +
          p(
            'Did not get the e-mail? Check your spam folder, then select <strong>Send a new link</strong> on the page shown after signing up. Signing in is refused until the address is confirmed.',
          ) +
          p(
            'If the page says <strong>Registration is closed</strong>, no new accounts are taken at the moment: ask an administrator for one.',
          ),
      },
      {
        slug: 'find-your-way-around-the-dashboard',
        title: 'Find your way around the back office',
        subtitle: 'The menu, the search and the display settings, in two minutes.',
        body:
          p(
            'The menu on the side groups the pages by area, such as <strong>Dashboards</strong> and <strong>Apps & Pages</strong> (the shop, e-mail, calendar, chat, invoices and users). It lists only the pages your role lets you open. On a narrow screen it opens from the menu button (☰) at the top.',
          ) +
          p(
            'Select <strong>Search</strong> in the top bar, or press <strong>Ctrl+K</strong> (<strong>⌘K</strong> on a Mac) anywhere, to find a page by its name.',
          ) +
          p(
            'The <strong>Theme</strong> button in the top bar switches between <strong>Light</strong>, <strong>Dark</strong> and <strong>System</strong>. The gear at the edge of the screen opens the <strong>Theme Customizer</strong>: primary color, skin, menu layout and content width. Your choices are kept in this browser.',
          ),
      },
      {
        slug: 'change-the-language',
        title: 'Change the language',
        subtitle: 'Use the application in English, French or Arabic.',
        body:
          p(
            'Select the <strong>Language</strong> button in the top bar, on these public pages as in the back office, and pick <em>English</em>, <em>Français</em> or <em>العربية</em>. The whole interface changes at once, with no reload, and the choice is kept in this browser.',
          ) +
          p(
            'Arabic is written from right to left: menus, tables and forms are mirrored so that everything reads naturally.',
          ) +
          p(
            'Signed in, you can also set the <strong>Language</strong> of your account in <strong>Account settings</strong>, on the <strong>Account</strong> tab; English, French and Arabic there switch the interface too. Help articles and FAQ answers are written in English.',
          ),
      },
      {
        slug: 'invite-your-team',
        title: 'Invite your team',
        subtitle: 'Add users and give each of them the right role.',
        body:
          p('Administrators add people from the user list.') +
          ol(
            'Open <strong>Users</strong> in the menu and select <strong>Add new user</strong>.',
            'Fill in the full name, the username, the e-mail address and the <strong>Role</strong>. Give a password of at least 10 characters if the person should sign in at once.',
            'Select <strong>Submit</strong>: the new user appears in the list.',
          ) +
          p(
            'A user added without a password chooses one with <strong>Forgot password?</strong> on the sign-in page. A role decides what a person may see and do; roles and the rules they grant are edited under <strong>Roles</strong> and <strong>Permissions</strong>.',
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
            'The card is checked but not charged: the order is placed with its payment pending, and a confirmation is e-mailed to you at once. The cart is kept only while the page is open, so finish your order before you leave it. <strong>Pay on one page</strong> shows the same checkout as one form.',
          ),
      },
      {
        slug: 'order-and-payment-status',
        title: 'Order status and payment status',
        subtitle: 'What the statuses in the order list mean, from the order placed to its delivery.',
        body:
          p(
            'Staff who may read orders find them under <strong>Orders</strong> in the menu. Each order shows two statuses. Its <strong>Status</strong> says where it stands; the staff move it on by hand:',
          ) +
          ul(
            '<strong>Ready to pick up</strong>: the order has been placed. Every order from the shop’s checkout starts here.',
            '<strong>Dispatched</strong>: it has left.',
            '<strong>Out for delivery</strong>: it is on its way to the buyer.',
            '<strong>Delivered</strong>: it has reached the buyer.',
          ) +
          p(
            'Its <strong>Payment</strong> is <strong>Paid</strong>, <strong>Pending</strong>, <strong>Cancelled</strong> or <strong>Failed</strong>. The checkout takes no money, so its orders are <strong>Pending</strong>.',
          ) +
          p(
            'The cards above the list count the orders with <strong>Pending payment</strong>, <strong>Completed</strong> (delivered), <strong>Cancelled</strong> and <strong>Failed payment</strong>. The <strong>Order status</strong> and <strong>Payment status</strong> filters narrow the list, and <strong>Export</strong> downloads it as a CSV file with the same filters.',
          ),
      },
      {
        slug: 'change-the-status-of-an-order',
        title: 'Change the status of an order',
        subtitle: 'Move an order on, with a note kept in its history.',
        body:
          ol(
            'In <strong>Orders</strong>, select the order’s number to open it.',
            'Select <strong>Change status</strong>, choose the <strong>New status</strong> and, if you like, write a <strong>Note (optional)</strong>.',
            'Select <strong>Save status</strong>.',
          ) +
          p(
            'The change, its note and who made it appear in the order’s <strong>Status history</strong>. Only people whose role may update orders see <strong>Change status</strong>.',
          ),
      },
      {
        slug: 'change-the-quantities-of-an-order',
        title: 'Change the quantities of an order',
        subtitle: 'Add or take away units after the order was placed; the totals follow.',
        keepLearning: true,
        body:
          p(
            'On an order’s page, the <strong>Order details</strong> card lists each product with its quantity between a − and a + button. Each press saves the new quantity at once; a quantity cannot go below 1.',
          ) +
          p(
            'The subtotal, the tax and the total are computed again, the customer’s total spent follows, and the change is written in the order’s <strong>Status history</strong>, with the quantity before and after.',
          ),
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
        subtitle: 'The checkout takes a card, and checks it without charging it.',
        popular: true,
        body:
          p(
            'In the <strong>Payment</strong> step of the checkout, or the <strong>Card</strong> section of <strong>Pay on one page</strong>, enter:',
          ) +
          ul(
            'the <strong>Name on the card</strong>;',
            'the <strong>Card number</strong>: 12 to 19 digits, spaces allowed;',
            'the <strong>Expiry (MM/YY)</strong>: this month or later;',
            'the <strong>CVC</strong>: 3 or 4 digits.',
          ) +
          p(
            'The card is checked, never charged: the order is placed with its payment <strong>Pending</strong> until the shop takes it. Only the last four digits are kept with the order; the full number and the CVC are never stored.',
          ) +
          p('Other ways to pay, such as PayPal or a bank transfer, are not offered at checkout.'),
      },
      {
        slug: 'understanding-your-invoice',
        title: 'Understanding an invoice',
        subtitle: 'What each line of an invoice means, and how to get it as a PDF.',
        body:
          p(
            'Invoices are written by the shop’s staff under <strong>Invoices</strong> and sent to clients by e-mail with the PDF attached. An order placed at the checkout gets a confirmation e-mail, not an invoice.',
          ) +
          p(
            'An invoice lists its items with their <strong>Cost</strong>, <strong>Qty</strong> and <strong>Price</strong> (the cost times the quantity), then the <strong>Subtotal</strong>, the <strong>Discount</strong>, the tax, the <strong>Total</strong>, what has been <strong>Paid</strong> and the <strong>Balance due</strong>.',
          ) +
          p(
            'Open an invoice from its number to <strong>Download PDF</strong>, <strong>Print</strong> it or <strong>Send invoice</strong>. The PDF is in the language of the interface: English, French or Arabic.',
          ),
      },
      {
        slug: 'when-the-card-is-refused',
        title: 'When the card is refused',
        subtitle: 'Why the checkout does not accept a card, and what to do.',
        body:
          p('The checkout checks the card before it places the order. It refuses it when:') +
          ul(
            'the <strong>Card number</strong> is not 12 to 19 digits, or a digit was mistyped (the number fails the check that every card number passes);',
            'the <strong>Expiry (MM/YY)</strong> is in the past, or not written as MM/YY;',
            'the <strong>CVC</strong> is not 3 or 4 digits.',
          ) +
          p(
            'The field says what is wrong. Nothing is written and nothing is charged: correct it and place the order again. The card is never sent to a bank, so a card refused here has only been mistyped.',
          ),
      },
      {
        slug: 'record-a-payment-on-an-invoice',
        title: 'Record a payment on an invoice',
        subtitle: 'Note money received; the balance and the status follow.',
        body:
          ol(
            'Open the invoice from its number under <strong>Invoices</strong> and select <strong>Add payment</strong>.',
            'Enter the <strong>Payment amount</strong>, the <strong>Payment date</strong> (not before the invoice was issued) and the <strong>Payment method</strong>, with an <strong>Internal note</strong> if you like.',
            'Select <strong>Record payment</strong>.',
          ) +
          p(
            'The <strong>Balance due</strong> goes down by the amount. An invoice still owed money becomes <strong>Partial payment</strong>, one paid in full <strong>Paid</strong>. From then on its client, items, discount and tax can no longer change.',
          ),
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
        subtitle: 'Where the shop delivers, and how the shipping cost is worked out.',
        popular: true,
        body:
          p(
            'The shop delivers to the countries of its shipping zones: the <strong>Country</strong> field of the checkout offers only those.',
          ) +
          p(
            'Each zone has one or more rates, each with a price, a minimum order or none, and a number of delivery days. Your order gets the cheapest rate of your country’s zone whose minimum order your subtotal reaches. The <strong>Review</strong> step shows it with its name and delivery days before you place the order, and the total includes it; no tax is added.',
          ) +
          p('The order confirmation e-mail repeats the rate, the delivery days and the shipping cost.'),
      },
      {
        slug: 'ask-about-a-delivery',
        title: 'Ask about a delivery',
        subtitle: 'A late, damaged or wrong parcel: write to us from the home page.',
        keepLearning: true,
        body:
          p(
            'The shop has no page where buyers follow an order. If a delivery is late, arrives damaged or is not what you ordered, write to us:',
          ) +
          ol(
            'Open <strong>Home</strong> at the top of the site and go down to <strong>Contact us</strong>.',
            'Give your <strong>Full name</strong> and <strong>E-mail address</strong>, and in the <strong>Message</strong> the order number from your confirmation e-mail and what happened.',
            'Select <strong>Send the message</strong>.',
          ) +
          p('The message reaches the inbox of the shop’s administrators, and we answer by e-mail.'),
      },
      {
        slug: 'set-up-shipping-zones-and-rates',
        title: 'Set up shipping zones and rates',
        subtitle: 'Choose where the shop delivers and what delivery costs.',
        body:
          p(
            'Staff who may change the shop’s settings open <strong>Shop settings</strong> and its <strong>Shipping & delivery</strong> section.',
          ) +
          ol(
            'Select <strong>Add a zone</strong>, give it a <strong>Zone name</strong> and pick its <strong>Countries</strong>.',
            'Select <strong>Add a rate</strong> and fill in the <strong>Rate name</strong>, the <strong>Price</strong>, the <strong>Minimum order</strong> (empty for none) and the <strong>Delivery days</strong>.',
            'Select <strong>Save changes</strong>.',
          ) +
          p(
            'From then on the checkout offers only the countries of zones that have a rate, and charges the cheapest rate whose minimum order the subtotal reaches.',
          ),
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
            'Enter your e-mail address and select <strong>Send reset link</strong>: if the address has an account, we send it a link that works once, for one hour.',
            'Follow the link, enter the new password twice and select <strong>Set new password</strong>.',
          ) +
          p(
            'For your safety, resetting your password signs you out on every device: sign in again with the new one. You get the same answer whether or not the address has an account.',
          ),
      },
      {
        slug: 'turn-on-two-step-sign-in',
        title: 'Turn on two-step verification',
        subtitle: 'Protect your account with a code from an authenticator app.',
        body:
          p(
            'Two-step verification asks for a six-digit code from an authenticator app after your password, so a stolen password alone is not enough.',
          ) +
          ol(
            'Open <strong>Account settings</strong> and its <strong>Security</strong> tab (<strong>Security</strong> in your account menu leads there too).',
            'Select <strong>Enable two-step verification</strong> and scan the QR code with your authenticator app.',
            'Enter the <strong>Code from the app</strong> and select <strong>Verify and turn on</strong>.',
            'Keep the ten <strong>Recovery codes</strong> somewhere safe (<strong>Copy codes</strong> copies them), then select <strong>Done</strong>. They are shown only once.',
          ) +
          p(
            'From then on, signing in asks for the code. Tick <strong>Trust this device for 30 days</strong> on your own computer to be asked less often; lost your phone? Select <strong>Use a recovery code instead</strong>.',
          ),
      },
      {
        slug: 'manage-your-devices',
        title: 'Manage your devices',
        subtitle: 'See where you are signed in and sign out of a device you do not recognise.',
        body:
          p(
            'The <strong>Recent devices</strong> card of the <strong>Security</strong> tab, in <strong>Account settings</strong>, lists where your account is signed in now: the browser and system, the address, when it signed in and when it was last used. <strong>This device</strong> marks the one you are using.',
          ) +
          p(
            'Select <strong>Sign out</strong> beside another device and confirm: it has to sign in again. If you do not recognise a device, also change your password in the <strong>Change password</strong> card, which signs out all your other sessions.',
          ),
      },
      {
        slug: 'change-your-email-address',
        title: 'Change your e-mail address',
        subtitle: 'Update the address you sign in with.',
        body:
          p(
            'Open <strong>Account settings</strong>: the <strong>E-mail address</strong> card of the <strong>Account</strong> tab shows the address in use.',
          ) +
          ol(
            'Enter the <strong>New e-mail address</strong> and your <strong>Current password</strong>.',
            'Select <strong>Send confirmation link</strong>: we send a link to the new address and a note to the current one.',
            'Follow the link within 24 hours: from then on you sign in with the new address.',
          ) +
          p(
            'Until then you keep signing in with your current address, and <strong>Cancel change</strong> stops the link from working.',
          ),
      },
    ],
  },
];
