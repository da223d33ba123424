import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIST_LIMIT, LIST_MAX, submittedRating, TEXT_MAX } from '../constants/limits';
import { MESSAGES } from '../messages';
import {
  adminReviewInputSchema,
  adminUserInputSchema,
  courseInputSchema,
  enrollmentPatchSchema,
  listQuerySchema,
  projectInputSchema,
  reviewStatusInputSchema,
  serviceRequestPatchSchema,
} from './admin';
import { signInSchema, signUpSchema } from './auth';
import { serviceSchema } from './entities';
import { reviewSubmissionSchema } from './forms';
import { id, isCanonicalId, isInternalPath } from './primitives';

describe('canonical ids', () => {
  it.each(['1', '12', '9007199254740991', '0123456789abcdef01234567'])('accepts %s', (value) => {
    expect(isCanonicalId(value)).toBe(true);
  });

  it.each([
    '0',
    '012',
    '0012',
    '12e0',
    '0xc',
    '+12',
    '-1',
    '1.5',
    '12.0',
    ' 12',
    '12 ',
    '1'.repeat(17),
    '0123456789ABCDEF01234567',
    '0123456789abcdef0123456',
    '',
    12,
    null,
  ])('refuses %j', (value) => {
    expect(isCanonicalId(value)).toBe(false);
  });

  it('reads a body id as a string, and anything that is not one as an id that names nothing', () => {
    expect(id.parse(12)).toBe('12');
    expect(id.parse(' 12 ')).toBe('12');
    for (const value of [null, {}, [], true]) expect(isCanonicalId(id.parse(value))).toBe(false);
  });
});

describe('internal paths (a service route)', () => {
  it.each(['/', '/courses', '/ai-tools/journal-selection', '/courses?level=Beginner', '/about#team'])(
    'accepts %s',
    (value) => {
      expect(isInternalPath(value)).toBe(true);
    },
  );

  it.each([
    '//evil.example/phish',
    '/\\evil',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'courses',
    '/ courses',
    '/courses\n',
    '/\t/evil.example',
    `/${'a'.repeat(TEXT_MAX.short)}`,
    '',
  ])('refuses %j', (value) => {
    expect(isInternalPath(value)).toBe(false);
  });

  it('the service shape carries the same rule', () => {
    const service = { id: '1', title: 'T', summary: 'S', features: [] };
    expect(serviceSchema.safeParse({ ...service, route: '/courses' }).success).toBe(true);
    const bad = serviceSchema.safeParse({ ...service, route: '//evil.example' });
    expect(bad.error?.issues[0]?.message).toBe(MESSAGES.routeInvalid);
  });
});

describe('sign-up order', () => {
  it.each([
    { name: 'x', country: 'ZZ' },
    { email: 'a@b.test', name: 'x', country: 'ZZ' },
    { password: 'long-enough', name: 5, country: 'ZZ' },
  ])('reports a missing e-mail or password first (%j)', (body) => {
    expect(signUpSchema.safeParse(body).error?.issues[0]?.message).toBe(MESSAGES.credentialsRequired);
  });
});

describe('list paging', () => {
  it('takes digits in range, defaults when absent or blank', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: LIST_LIMIT.default, page: 1 });
    expect(listQuerySchema.parse({ limit: '', page: '' })).toEqual({ limit: LIST_LIMIT.default, page: 1 });
    expect(listQuerySchema.parse({ limit: '500', page: String(LIST_LIMIT.maxPage) })).toEqual({
      limit: 500,
      page: LIST_LIMIT.maxPage,
    });
  });

  it.each([
    [{ limit: '0' }, MESSAGES.listLimitInvalid],
    [{ limit: '501' }, MESSAGES.listLimitInvalid],
    [{ limit: '1e2' }, MESSAGES.listLimitInvalid],
    [{ limit: ['1', '2'] }, MESSAGES.listLimitInvalid],
    [{ page: '-1' }, MESSAGES.listPageInvalid],
    [{ page: '0x10' }, MESSAGES.listPageInvalid],
    [{ page: String(LIST_LIMIT.maxPage + 1) }, MESSAGES.listPageInvalid],
    [{ page: '99999999999999999999' }, MESSAGES.listPageInvalid],
  ])('refuses %j', (query, message) => {
    expect(listQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('every sentence a server-side schema can answer is one of MESSAGES', () => {
  const sentences = new Set<string>(Object.values(MESSAGES));
  const garbage: unknown[] = [
    undefined,
    null,
    true,
    42,
    -1,
    1e308,
    '',
    ' ',
    'x',
    'x'.repeat(TEXT_MAX.long + 1),
    [],
    Array.from({ length: LIST_MAX.tags + 1 }, () => 't'),
    {},
  ];
  const schemas: [string, z.ZodObject | z.ZodType, string[]][] = [
    ['signIn', signInSchema, ['email', 'password', 'remember']],
    ['signUp', signUpSchema, ['email', 'password', 'name', 'country']],
    ['course', courseInputSchema, ['title', 'category', 'level', 'durationHrs', 'rating', 'price']],
    ['project', projectInputSchema, ['title', 'domain', 'summary', 'year', 'tags', 'service', 'published']],
    ['reviewStatus', reviewStatusInputSchema, ['status']],
    ['adminReview', adminReviewInputSchema, ['id', 'name', 'email', 'service', 'quote', 'rating', 'status']],
    ['adminUser', adminUserInputSchema, ['id', 'name', 'email', 'role', 'country', 'plan', 'password']],
    ['enrollment', enrollmentPatchSchema, ['status', 'progress']],
    ['serviceRequest', serviceRequestPatchSchema, ['status', 'details']],
    ['reviewSubmission', reviewSubmissionSchema, ['service', 'quote', 'rating']],
    ['listQuery', listQuerySchema, ['limit', 'page']],
  ];

  it.each(schemas)('%s', (_name, schema, keys) => {
    const unknownSentences = new Set<string>();
    for (const key of keys) {
      for (const value of garbage) {
        const result = schema.safeParse({ [key]: value });
        for (const issue of result.error?.issues ?? []) {
          if (!sentences.has(issue.message))
            unknownSentences.add(`${key}=${JSON.stringify(value)?.slice(0, 20)}: ${issue.message}`);
        }
      }
    }
    expect([...unknownSentences]).toEqual([]);
  });
});

describe('review rating', () => {
  it('falls back to the default for anything but a number or numeric text, however deeply nested', () => {
    let nested: unknown = 1;
    for (let i = 0; i < 20_000; i += 1) nested = [nested];
    const base = { service: 'Data Analysis', quote: 'Clear and quick.' };
    expect(reviewSubmissionSchema.parse({ ...base, rating: nested }).rating).toBe(5);
    expect(reviewSubmissionSchema.parse({ ...base, rating: [4] }).rating).toBe(5);
    expect(reviewSubmissionSchema.parse({ ...base, rating: '4.2' }).rating).toBe(4.2);
  });

  it('is clamped to 1–5 and rounded to the tenth, the same with the schema and as the form shows it', () => {
    const base = { service: 'Data Analysis', quote: 'Clear and quick.' };
    const cases: [unknown, number][] = [
      [0, 1],
      [3.35, 3.4],
      [3.14159, 3.1],
      ['7', 5],
      [Infinity, 5],
      ['', 5],
      [undefined, 5],
    ];
    for (const [typed, stored] of cases) {
      expect(submittedRating(typed)).toBe(stored);
      expect(reviewSubmissionSchema.parse({ ...base, rating: typed }).rating).toBe(stored);
    }
    expect(reviewSubmissionSchema.parse(base).rating).toBe(5);
  });
});
