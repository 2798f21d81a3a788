import type { FaqGroup, FaqQuestion } from '@app/contracts';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { faqGroups, faqQuestions } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/paging.ts';

type Row = {
  groupId: number;
  title: string;
  icon: string;
  subtitle: string;
  id: number | null;
  question: string | null;
  answer: string | null;
  version: number | null;
};

/**
 * The groups in their order, each with its questions in theirs. With q, only the questions whose text
 * holds q (any case; a trigram index serves the ILIKE) and only the groups that have one; without q,
 * every group, an empty one included.
 */
export async function listFaq(db: Queryable, q: string): Promise<FaqGroup[]> {
  const match: SQL | undefined = q ? ilike(faqQuestions.question, likePattern(q)) : undefined;
  const select = db
    .select({
      groupId: faqGroups.id,
      title: faqGroups.title,
      icon: faqGroups.icon,
      subtitle: faqGroups.subtitle,
      id: faqQuestions.id,
      question: faqQuestions.question,
      answer: faqQuestions.answer,
      version: faqQuestions.version,
    })
    .from(faqGroups);
  const joined = q
    ? select.innerJoin(faqQuestions, and(eq(faqQuestions.groupId, faqGroups.id), match))
    : select.leftJoin(faqQuestions, eq(faqQuestions.groupId, faqGroups.id));
  const rows: Row[] = await joined.orderBy(
    asc(faqGroups.position),
    asc(faqGroups.id),
    asc(faqQuestions.position),
    asc(faqQuestions.id),
  );
  const groups = new Map<number, FaqGroup>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = {
        id: row.groupId,
        faqTitle: row.title,
        faqIcon: row.icon,
        faqSubtitle: row.subtitle,
        faqs: [],
      };
      groups.set(row.groupId, group);
    }
    if (row.id !== null && row.question !== null && row.answer !== null && row.version !== null) {
      group.faqs.push({ id: row.id, question: row.question, answer: row.answer, version: row.version });
    }
  }
  return [...groups.values()];
}

const questionColumns = {
  id: faqQuestions.id,
  groupId: faqQuestions.groupId,
  question: faqQuestions.question,
  answer: faqQuestions.answer,
  position: faqQuestions.position,
  version: faqQuestions.version,
};

export async function findFaqQuestion(db: Queryable, id: number): Promise<FaqQuestion | undefined> {
  const [row] = await db.select(questionColumns).from(faqQuestions).where(eq(faqQuestions.id, id));
  return row;
}

export async function faqGroupExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: faqGroups.id }).from(faqGroups).where(eq(faqGroups.id, id));
  return row !== undefined;
}

type QuestionData = { groupId: number; question: string; answer: string };

/** A new question goes last in its group. */
export async function insertFaqQuestion(db: Queryable, data: QuestionData): Promise<FaqQuestion> {
  const next = sql<number>`(select coalesce(max(${faqQuestions.position}), 0) + 1 from ${faqQuestions} where ${faqQuestions.groupId} = ${data.groupId})`;
  const [row] = await db
    .insert(faqQuestions)
    .values({ ...data, position: next })
    .returning(questionColumns);
  return row;
}

/** A question moved to another group goes last there; within its group it keeps its place. */
export async function updateFaqQuestion(
  db: Queryable,
  id: number,
  data: QuestionData,
  moved: boolean,
): Promise<FaqQuestion | undefined> {
  const position = moved
    ? sql<number>`(select coalesce(max(${faqQuestions.position}), 0) + 1 from ${faqQuestions} where ${faqQuestions.groupId} = ${data.groupId})`
    : undefined;
  const [row] = await db
    .update(faqQuestions)
    .set({ ...data, ...(position ? { position } : {}), updatedAt: sql`now()` })
    .where(eq(faqQuestions.id, id))
    .returning(questionColumns);
  return row;
}

export async function deleteFaqQuestion(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .delete(faqQuestions)
    .where(eq(faqQuestions.id, id))
    .returning({ id: faqQuestions.id });
  return rows.length > 0;
}
