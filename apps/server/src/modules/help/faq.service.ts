import {
  FAQ_QUESTION_NOT_FOUND_TEXT,
  type FaqAnswer,
  type FaqQuestion,
  type faqQuestionBody,
  type faqQuestionUpdateBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { faqQuestions } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  deleteFaqQuestion,
  faqGroupExists,
  findFaqQuestion,
  insertFaqQuestion,
  listFaq,
  updateFaqQuestion,
} from './faq.repository.ts';

type QuestionData = z.output<typeof faqQuestionBody>;
type QuestionUpdateData = z.output<typeof faqQuestionUpdateBody>;

export const getFaq = (db: Db, q: string): Promise<FaqAnswer> => listFaq(db, q);

export async function createFaqQuestion(db: Db, body: QuestionData): Promise<FaqQuestion> {
  return db.transaction(async (tx) => {
    if (!(await faqGroupExists(tx, body.groupId))) throw badRequest('groupId', 'is not a known FAQ group');
    return insertFaqQuestion(tx, body);
  });
}

/** With the version the form loaded, a question saved meanwhile answers 409 with it as it is now. */
export async function editFaqQuestion(db: Db, id: number, data: QuestionUpdateData): Promise<FaqQuestion> {
  const { version, ...body } = data;
  return guardEdit(
    () =>
      db.transaction(async (tx) => {
        await claimVersion(tx, faqQuestions, id, version);
        const current = await findFaqQuestion(tx, id);
        if (!current) throw notFound(FAQ_QUESTION_NOT_FOUND_TEXT);
        if (!(await faqGroupExists(tx, body.groupId)))
          throw badRequest('groupId', 'is not a known FAQ group');
        const saved = await updateFaqQuestion(tx, id, body, current.groupId !== body.groupId);
        if (!saved) throw notFound(FAQ_QUESTION_NOT_FOUND_TEXT);
        return saved;
      }),
    () => findFaqQuestion(db, id),
  );
}

export async function removeFaqQuestion(db: Db, id: number): Promise<void> {
  if (!(await deleteFaqQuestion(db, id))) throw notFound(FAQ_QUESTION_NOT_FOUND_TEXT);
}
