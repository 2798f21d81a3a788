import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/** The chat's demo: profiles for the first users, and conversations of the demo admin with 6 of them. */

const ABOUTS = [
  'Dessert chocolate cake lemon drops jujubes. Biscuit cupcake ice cream bear claw brownie.',
  'Cake pie jelly jelly beans. Marzipan lemon drops halvah cake. Pudding cookie lemon drops icing.',
  'Toffee caramels jelly-o tart gummi bears cake I love ice cream lollipop.',
  'Soufflé soufflé caramels sweet roll. Jelly lollipop sesame snaps bear claw jelly beans sugar plum.',
  'Chupa chups candy canes chocolate bar marshmallow liquorice muffin. Lemon drops oat cake tart liquorice.',
  'Jelly beans candy canes pastry dragée cake. Oat cake chocolate bar cupcake.',
  'Working on the new dashboard this week; ping me for anything about the shop.',
  'Out of office on Fridays. Mail me for anything urgent.',
];
const STATUSES = [
  'online',
  'busy',
  'away',
  'online',
  'offline',
  'online',
  'busy',
  'away',
  'online',
  'online',
];

/** Each conversation: [who speaks ('me' = the admin, 'them'), text]. */
const CONVERSATIONS: ['me' | 'them', string][][] = [
  [
    ['them', 'Hi John, how are you?'],
    ['me', "Hi! I'm fine, thanks. How can I help you?"],
    ['them', 'Could you look at the order report before Friday?'],
    ['me', 'Sure, I will send you my notes tomorrow.'],
    ['them', 'Perfect, thank you!'],
    ['them', 'One more thing: the invoice for Demo Inc. is still a draft.'],
  ],
  [
    ['me', 'The new product photos are in the shared folder.'],
    ['them', 'Great, I will add them to the catalogue this afternoon.'],
    ['them', 'Done. Can you check the descriptions?'],
  ],
  [
    ['them', 'Are we still meeting at 3?'],
    ['me', 'Yes, in the small meeting room.'],
  ],
  [
    ['me', 'Welcome to the team! Tell me if you need access to anything.'],
    ['them', 'Thank you! I need the permissions to edit reviews.'],
    ['me', 'Done, sign out and in again to see them.'],
  ],
  [['them', 'The customer from Lyon called again about the refund.']],
  [
    ['me', 'Can you share the sales figures for last month?'],
    ['them', 'Here they are: 1,240 orders, 5% more than in May.'],
    ['me', '👍 Thanks'],
  ],
];

type Row = Record<string, unknown>;
const rowsOf = async (db: Queryable, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export async function seedChat(db: Queryable): Promise<void> {
  const [admin] = await rowsOf(db, sql`select id from users where email = 'admin@demo.com'`);
  if (!admin) return;
  const me = Number(admin.id);
  const others = (
    await rowsOf(
      db,
      sql`select id from users where status = 'active' and id <> ${me} and email <> 'client@demo.com' order by id limit 10`,
    )
  ).map((r) => Number(r.id));

  await db.execute(
    sql`insert into chat_profiles (user_id, status, about) values (${me}, 'online', ${'Admin of the demo shop. Ask me anything about orders, invoices and access.'})`,
  );
  for (const [i, id] of others.entries()) {
    await db.execute(
      sql`insert into chat_profiles (user_id, status, about) values (${id}, ${STATUSES[i % STATUSES.length]}, ${ABOUTS[i % ABOUTS.length]})`,
    );
  }

  let adminUnseen = 0;
  for (const [c, conversation] of CONVERSATIONS.entries()) {
    const other = others[c];
    if (other === undefined) break;
    const [a, b] = me < other ? [me, other] : [other, me];
    const [chat] = await rowsOf(db, sql`insert into chats (user_a, user_b) values (${a}, ${b}) returning id`);
    const chatId = Number(chat.id);
    // Older chats further back in time; the first conversation's last two messages are not read yet.
    const unreadFrom = c === 0 ? conversation.length - 2 : c === 4 ? 0 : conversation.length;
    let unseen = 0;
    let lastId = 0;
    let lastAt = '';
    for (const [m, [who, text]] of conversation.entries()) {
      const sender = who === 'me' ? me : other;
      const minutesAgo = c * 1440 + (conversation.length - m) * 7;
      const unread = who === 'them' && m >= unreadFrom;
      if (unread) unseen += 1;
      const [msg] = await rowsOf(
        db,
        sql`insert into chat_messages (chat_id, sender_id, text, created_at, delivered_at, seen_at)
            values (${chatId}, ${sender}, ${text}, now() - make_interval(mins => ${minutesAgo}),
              now() - make_interval(mins => ${minutesAgo}),
              ${unread ? null : sql`now() - make_interval(mins => ${Math.max(minutesAgo - 1, 0)})`})
            returning id, created_at`,
      );
      lastId = Number(msg.id);
      lastAt = new Date(msg.created_at as string).toISOString();
    }
    adminUnseen += unseen;
    const side = a === me ? sql.raw('unseen_a') : sql.raw('unseen_b');
    await db.execute(
      sql`update chats set ${side} = ${unseen}, last_message_id = ${lastId}, last_message_at = ${lastAt} where id = ${chatId}`,
    );
  }
  await db.execute(sql`update chat_profiles set unseen_total = ${adminUnseen} where user_id = ${me}`);
}
