import { MESSAGES, type AdminReview } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, sameOrigin, sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';

// A deleted review goes to the trash: lists leave it out, and the control panel's Undo restores it whole.
let api: TestApi;
let admin: string;
let member: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  member = await registerMember(api, {
    email: 'trash-member@clinic.test',
    password: 'member-pass',
    name: 'Lina Saleh',
  });
});
afterAll(async () => {
  await api?.close();
});

const adminIds = async () =>
  ((await api.request.get('/api/admin/reviews?limit=500').set('Cookie', admin)).body as AdminReview[]).map((r) => r.id);
const publicIds = async () => ((await api.request.get('/api/reviews')).body as AdminReview[]).map((r) => r.id);

describe('deleting a review, then Undo', () => {
  it('a member’s approved review leaves every list, then comes back with its id, words, status and author', async () => {
    const submitted = await sendAs(api, member.cookie, 'post', '/api/reviews').send({
      service: 'Courses',
      rating: 4.5,
      quote: 'The survival analysis course changed how I read papers.',
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body.id as string;
    expect((await sendAs(api, admin, 'patch', `/api/reviews/${id}/status`).send({ status: 'approved' })).status).toBe(
      200,
    );
    expect(await publicIds()).toContain(id);

    expect((await sendAs(api, admin, 'delete', `/api/reviews/${id}`)).status).toBe(204);
    expect(await publicIds()).not.toContain(id);
    expect(await adminIds()).not.toContain(id);

    const restored = await sendAs(api, admin, 'post', `/api/reviews/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id,
      name: 'Lina Saleh',
      email: 'trash-member@clinic.test',
      service: 'Courses',
      rating: 4.5,
      status: 'approved',
    });
    expect(await publicIds()).toContain(id);
    expect(await adminIds()).toContain(id);
    // The account it was written from is still its author.
    const doc = await api.payload.findByID({ collection: 'reviews', id, depth: 0 });
    expect(String(doc.user)).toBe(String(member.user.id));
  });

  it('only an admin restores, and an unknown review is 404', async () => {
    const [id] = await adminIds();
    const asMember = await sendAs(api, member.cookie, 'post', `/api/reviews/${id}/restore`);
    expect(asMember.status).toBe(403);
    expect(asMember.body.error).toBe(MESSAGES.forbidden);
    const visitor = await api.request.post(`/api/reviews/${id}/restore`).set(sameOrigin);
    expect(visitor.status).toBe(401);
    expect((await sendAs(api, admin, 'post', '/api/reviews/999999/restore')).status).toBe(404);
  });
});
