import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().optional(),
  avatar: z.string().nullable(),
  role: z.enum(['admin', 'member']),
  tags: z.array(z.string()),
  scores: z.record(z.string(), z.number()),
});
const answer = z.object({
  people: z.array(person),
  total: z.number(),
  totalIsEstimate: z.literal(true).optional(),
});

/** An app with one route answering `data` through the compiler under test. */
async function appAnswering(data: unknown, check: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.setErrorHandler(errorHandler);
  app.get('/people', { schema: { response: { 200: answer } } }, async () => data as z.infer<typeof answer>);
  await app.ready();
  return app;
}

const alice = {
  id: 1,
  name: 'Alice "Al" \u2028 O\'Hara',
  avatar: null,
  role: 'admin',
  tags: ['a', 'b'],
  scores: { maths: 12.5 },
  // Not in the schema: never written.
  passwordHash: 'secret',
};

describe('the answer writer generated from a route schema', () => {
  it('writes the same JSON as zod, without the properties the schema does not declare', async () => {
    for (const check of [false, true]) {
      const app = await appAnswering(
        { people: [alice, { ...alice, id: 2, nickname: 'B' }], total: 2 },
        check,
      );
      const res = await app.inject({ method: 'GET', url: '/people' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const { passwordHash: _, ...shown } = alice;
      expect(res.json()).toEqual({ people: [shown, { ...shown, id: 2, nickname: 'B' }], total: 2 });
      expect(res.body).not.toContain('secret');
      await app.close();
    }
  });

  it('with the check on, answers 500 when the answer does not match its schema', async () => {
    const app = await appAnswering({ people: [{ ...alice, role: 'owner' }], total: 1 }, true);
    const res = await app.inject({ method: 'GET', url: '/people' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong' });
    await app.close();
  });

  it('with the check off, writes a value outside its schema as it is (the check is for the tests)', async () => {
    const app = await appAnswering({ people: [{ ...alice, role: 'owner' }], total: 1 }, false);
    const res = await app.inject({ method: 'GET', url: '/people' });
    expect(res.statusCode).toBe(200);
    expect(res.json().people[0].role).toBe('owner');
    await app.close();
  });
});
