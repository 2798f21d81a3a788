/** Word lists of the demo mailboxes. The seed picks from them with deterministic SQL expressions. */

/** People and companies outside the app who write to the staff: [name, address]. */
export const EMAIL_CORRESPONDENTS: [string, string][] = [
  ['Ollie Hartmann', 'ollie.hartmann@northwind.io'],
  ['Priya Raman', 'priya.raman@lumen-analytics.com'],
  ['Marcus Bell', 'marcus@bellandco.design'],
  ['Sofia Moreau', 'sofia.moreau@atelier-lyon.fr'],
  ['Karim Haddad', 'k.haddad@cairo-logistics.eg'],
  ['Hannah Schultz', 'hannah.schultz@brightpath.de'],
  ['Diego Alvarez', 'diego.alvarez@mercado-sur.com'],
  ['Aiko Tanaka', 'aiko@tanaka-studio.jp'],
  ['Liam O’Connor', 'liam.oconnor@greenfield.ie'],
  ['Fatima Zahra', 'fatima.zahra@atlas-finance.ma'],
  ['Noah Williams', 'noah@pixelforge.dev'],
  ['Chloé Martin', 'chloe.martin@papeterie.fr'],
  ['GitHub', 'noreply@github.com'],
  ['Stripe', 'receipts@stripe.com'],
  ['Figma', 'team@figma.com'],
  ['Google Workspace', 'workspace-noreply@google.com'],
];

export const SPAM_SENDERS: [string, string][] = [
  ['Prize Department', 'claims@winner-notice.biz'],
  ['Crypto Doubler', 'profits@fast-coin.xyz'],
  ['Pharmacy Deals', 'offers@cheap-meds.top'],
  ['Account Security', 'verify@paypa1-support.com'],
];

/** [subject, message HTML]. Inbox, sent and draft mail picks from these. */
export const EMAIL_TOPICS: [string, string][] = [
  [
    'Quarterly report draft',
    '<p>Hi,</p><p>Please find the draft of the quarterly report attached. Revenue is up <strong>12%</strong> on the last quarter, mostly from the new subscription plans.</p><p>Could you review the numbers before Thursday?</p><p>Thanks!</p>',
  ],
  [
    'Meeting notes: product roadmap',
    '<p>Hello team,</p><p>Here are the notes from today:</p><ul><li>Ship the new checkout by the end of the month</li><li>Move the mobile redesign to Q3</li><li>Hire a second support engineer</li></ul><p>Let me know if I missed anything.</p>',
  ],
  [
    'Invoice #4991 is overdue',
    '<p>Dear customer,</p><p>Our records show that invoice <strong>#4991</strong> is now 14 days past its due date. If you have already paid, please ignore this message.</p><p>Kind regards,<br>Accounts receivable</p>',
  ],
  [
    'Design review on Friday',
    '<p>Hey!</p><p>Are you free on Friday at 10:00 for the design review? I would like to walk through the new dashboard widgets and the dark theme.</p><p>The prototype is here: <a href="https://www.figma.com/proto/demo">Figma prototype</a>.</p>',
  ],
  [
    'Your pull request was merged',
    '<p>Your pull request <strong>#1287 Fix the invoice totals rounding</strong> was merged into <code>main</code>.</p><p>— The GitHub team</p>',
  ],
  [
    'Shipment delayed at customs',
    '<p>Hello,</p><p>The shipment of 240 units is held at customs in Alexandria. We expect it to be released within three working days; the new delivery date is the 18th.</p><p>We apologise for the delay.</p>',
  ],
  [
    'Welcome aboard!',
    '<p>Hi and welcome to the team 🎉</p><p>Your accounts are ready. On your first day, ask for your laptop at the front desk and join the 9:30 stand-up.</p>',
  ],
  [
    'Contract renewal 2026',
    '<p>Dear partner,</p><p>Our service contract ends on the 31st. Attached is the renewal proposal with the updated prices; the support hours stay the same.</p><p>Best regards</p>',
  ],
  [
    'Lunch next week?',
    '<p>It has been a while! Lunch next Tuesday at the Italian place near the office? 🍝</p>',
  ],
  [
    'Payment received — thank you',
    '<p>We received your payment of <strong>$2,480.00</strong>. A receipt is attached for your records.</p>',
  ],
  [
    'Server maintenance this weekend',
    '<p>Heads-up: the database servers will be upgraded on Saturday from 02:00 to 04:00 UTC. The back office stays read-only during that window.</p>',
  ],
  [
    'Candidate interview feedback',
    '<p>Hi,</p><p>Thanks for interviewing Jordan yesterday. Please add your feedback to the hiring form by tomorrow noon so we can decide on Monday.</p>',
  ],
  [
    'New feature request from a customer',
    '<p>A customer asked whether invoices can be exported to CSV with the payment dates. I think it fits the next release — what do you think?</p>',
  ],
  [
    'Photos from the team offsite',
    '<p>Here are a few photos from the offsite. Thanks everyone for a great two days!</p>',
  ],
];

export const SPAM_TOPICS: [string, string][] = [
  [
    'You have WON a $1,000 gift card!!!',
    '<p>Congratulations! You were selected. Click <a href="https://winner-notice.biz/claim">here</a> to claim your prize within 24 hours.</p>',
  ],
  [
    'Double your bitcoin in 7 days',
    '<p>Guaranteed returns. No risk. <a href="https://fast-coin.xyz">Start now</a>.</p>',
  ],
  [
    'Your account will be suspended',
    '<p>We noticed unusual activity. <a href="https://paypa1-support.com/verify">Verify your account</a> to avoid suspension.</p>',
  ],
];

export const EMAIL_REPLIES = [
  '<p>Thanks, that works for me. I will get back to you by the end of the day.</p>',
  '<p>Sounds good — see you then!</p>',
  '<p>Could you send me the latest version? The link in your last mail does not open for me.</p>',
  '<p>Done. I have updated the document and left two comments.</p>',
];
