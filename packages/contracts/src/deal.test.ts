import { describe, expect, it } from 'vitest';
import { dealCreateBody, dealFields, dealStatusOn } from './deal.ts';

const step1 = { type: 'percentage', value: 150, region: 'France' };
const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (dealCreateBody.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('dealCreateBody', () => {
  it('checks the value by type while later steps are still empty (the wizard checks one step at a time)', () => {
    const errors = errorsOf({ ...step1, title: '', productIds: [] });
    expect(errors.value).toBe('must be a whole percentage from 1 to 100');
    expect(errors.title).toBe('must have at least 3 characters');
    expect(errorsOf({ ...step1, value: 0.5, type: 'flat' }).value).toBeUndefined();
    expect(errorsOf({ ...step1, value: 0.005, type: 'flat' }).value).toBe(
      'must be an amount above 0 and at most 10000',
    );
    expect(errorsOf({ ...step1, value: 5, type: 'bogo' }).value).toBe('must be empty for this type');
    expect(errorsOf({ ...step1, value: null }).value).toBe('is required');
  });

  it('checks the end after the start as soon as both dates are valid', () => {
    expect(errorsOf({ startsAt: '2026-05-02', endsAt: '2026-05-01' }).endsAt).toBe(
      'must be after the start date',
    );
    expect(errorsOf({ startsAt: '2026-05-01', endsAt: '2026-05-01' }).endsAt).toBe(
      'must be after the start date',
    );
    expect(errorsOf({ startsAt: '2026-05-01', endsAt: '2026-05-02' }).endsAt).toBeUndefined();
  });

  it('upper-cases the code and refuses other characters', () => {
    expect(dealFields.shape.code.parse(' spring-20 ')).toBe('SPRING-20');
    expect(dealFields.shape.code.safeParse('ÉTÉ').success).toBe(false);
    expect(dealFields.shape.code.safeParse('a_b').success).toBe(false);
  });
});

describe('dealStatusOn', () => {
  it('is scheduled before the start, active through the end day, ended after', () => {
    expect(dealStatusOn('2026-04-30', '2026-05-01', '2026-05-10')).toBe('scheduled');
    expect(dealStatusOn('2026-05-01', '2026-05-01', '2026-05-10')).toBe('active');
    expect(dealStatusOn('2026-05-10', '2026-05-01', '2026-05-10')).toBe('active');
    expect(dealStatusOn('2026-05-11', '2026-05-01', '2026-05-10')).toBe('ended');
  });
});
