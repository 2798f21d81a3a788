import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { faqGroups, faqQuestions, roles, users } from '../../db/schema/index.ts';

/** Who reads the contact form's messages: every active admin. */
export function listAdminRecipients(db: Queryable) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.name, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(20);
}

/** The first questions of the FAQ, in its order, for the landing page's excerpt. */
export function listFaqExcerpt(db: Queryable, limit: number) {
  return db
    .select({ id: faqQuestions.id, question: faqQuestions.question, answer: faqQuestions.answer })
    .from(faqQuestions)
    .innerJoin(faqGroups, eq(faqGroups.id, faqQuestions.groupId))
    .orderBy(asc(faqQuestions.position), asc(faqGroups.position), asc(faqQuestions.id))
    .limit(limit);
}
