import { LIST_MAX, MESSAGES, REVIEW_SERVICES, TEXT_MAX } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';

/**
 * Limits and option lists are written once in the contracts: /api answers the contract's 400 body,
 * and the collections behind /cms and scripts refuse the same values with the same sentences.
 */

let api: TestApi;
let admin: string;
let member: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  member = (await registerMember(api, { email: 'limits@clinic.test', password: 'member-pass' })).cookie;
});
afterAll(async () => {
  await api?.close();
});

const course = { title: 'Limits', category: 'Testing', level: 'Beginner', durationHrs: 2, rating: 4, price: 10 };
const review = { name: 'Dr. Limits', service: 'Data Analysis', quote: 'Clear and on time.', rating: 4 };

/** The message Payload's Local API gives for `path` when it refuses a write. */
async function payloadRefusal(write: () => Promise<unknown>, path: string): Promise<string | undefined> {
  const err = (await write().then(
    () => undefined,
    (e: unknown) => e,
  )) as { data?: { errors?: { path: string; message: string }[] } } | undefined;
  return err?.data?.errors?.find((item) => item.path === path)?.message;
}

describe('course numbers', () => {
  it.each([
    [{ durationHrs: -3 }, 'durationHrs', MESSAGES.durationRange],
    [{ durationHrs: 0 }, 'durationHrs', MESSAGES.durationRange],
    [{ durationHrs: 1_001 }, 'durationHrs', MESSAGES.durationRange],
    [{ price: -3 }, 'price', MESSAGES.priceRange],
    [{ rating: -0.1 }, 'rating', MESSAGES.ratingRange],
    [{ rating: 5.1 }, 'rating', MESSAGES.ratingRange],
  ])('/api refuses %j with the contract body, and so does the collection', async (change, field, message) => {
    const res = await sendAs(api, admin, 'post', '/api/courses').send({ ...course, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, fields: { [field]: message } });

    const refusal = await payloadRefusal(
      () => api.payload.create({ collection: 'courses', data: { ...course, level: 'Beginner', ...change } }),
      field,
    );
    expect(refusal).toBe(message);
  });
});

describe('review services', () => {
  it('a member may review only a listed service', async () => {
    const res = await sendAs(api, member, 'post', '/api/reviews').send({
      service: 'Plumbing',
      quote: 'Fixed the sink.',
      rating: 5,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: MESSAGES.reviewServiceInvalid,
      fields: { service: MESSAGES.reviewServiceInvalid },
    });
    const stored = await api.payload.find({ collection: 'reviews', where: { service: { equals: 'Plumbing' } } });
    expect(stored.totalDocs).toBe(0);
  });

  it('a missing service is still the contract’s sentence', async () => {
    const res = await sendAs(api, member, 'post', '/api/reviews').send({ service: '  ', quote: 'Fine.', rating: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.reviewMissingDetails);
  });

  it('an admin may save only a listed service', async () => {
    const res = await sendAs(api, admin, 'post', '/api/admin/reviews').send({ ...review, service: 'Plumbing' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: MESSAGES.reviewServiceInvalid,
      fields: { service: MESSAGES.reviewServiceInvalid },
    });
  });

  it.each(REVIEW_SERVICES)('accepts %s', async (service) => {
    const res = await sendAs(api, admin, 'post', '/api/admin/reviews').send({ ...review, service });
    expect(res.status).toBe(201);
    expect(res.body.service).toBe(service);
  });

  it('the collection refuses an unlisted service with the same sentence', async () => {
    const refusal = await payloadRefusal(
      () => api.payload.create({ collection: 'reviews', data: { ...review, service: 'Plumbing', status: 'pending' } }),
      'service',
    );
    expect(refusal).toBe(MESSAGES.reviewServiceInvalid);
  });
});

describe('limits only the CMS can reach', () => {
  const service = { title: 'Limits', summary: 'A service.', route: '/limits', order: 0 };

  it.each([
    [
      'services',
      { ...service, features: Array.from({ length: LIST_MAX.features + 1 }, () => 'f') },
      'features',
      MESSAGES.tooManyFeatures,
    ],
    ['services', { ...service, order: 1_001 }, 'order', MESSAGES.orderRange],
    ['courses', { ...course, title: 'x'.repeat(TEXT_MAX.short + 1) }, 'title', MESSAGES.titleTooLong],
    [
      'courses',
      { ...course, modules: Array.from({ length: LIST_MAX.modules + 1 }, () => ({ title: 'm' })) },
      'modules',
      MESSAGES.tooManyModules,
    ],
    [
      'projects',
      { title: 'P', domain: 'D', summary: 'x'.repeat(TEXT_MAX.long + 1), year: 2020 },
      'summary',
      MESSAGES.textTooLong,
    ],
  ] as const)('%s refuses %#: %s with the contract sentence', async (collection, data, field, message) => {
    const refusal = await payloadRefusal(() => api.payload.create({ collection, data: data as never }), field);
    expect(refusal).toBe(message);
  });

  it('site settings refuse too many offices with the contract sentence', async () => {
    const offices = Array.from({ length: LIST_MAX.offices + 1 }, () => ({ city: 'C' }));
    const refusal = await payloadRefusal(
      () => api.payload.updateGlobal({ slug: 'site-settings', data: { offices } }),
      'offices',
    );
    expect(refusal).toBe(MESSAGES.tooManyOffices);
  });

  it('site settings take only an https:// join link, through /cms and the Local API alike', async () => {
    for (const chatLink of [
      'javascript:alert(document.cookie)',
      'data:text/html,<h1>hi</h1>',
      'ftp://x.test',
      'chat',
    ]) {
      const refusal = await payloadRefusal(
        () => api.payload.updateGlobal({ slug: 'site-settings', data: { chatLink } }),
        'chatLink',
      );
      expect(refusal, chatLink).toBe(MESSAGES.chatLinkInvalid);
      const rest = await sendAs(api, admin, 'post', '/cms/api/globals/site-settings').send({ chatLink });
      expect(rest.status, chatLink).toBe(400);
      expect(JSON.stringify(rest.body), chatLink).toContain(MESSAGES.chatLinkInvalid);
    }
    const saved = await sendAs(api, admin, 'post', '/cms/api/globals/site-settings').send({
      chatLink: 'https://chat.whatsapp.com/manara-research',
    });
    expect(saved.status).toBe(200);
    expect((await api.request.get('/api/site')).body.chatLink).toBe('https://chat.whatsapp.com/manara-research');
  });

  it('a required field left empty keeps Payload’s own check', async () => {
    const refusal = await payloadRefusal(
      () => api.payload.create({ collection: 'courses', data: { ...course, title: '', level: 'Beginner' } }),
      'title',
    );
    expect(refusal).toBeTruthy();
  });
});
