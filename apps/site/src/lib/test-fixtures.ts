import type { User } from '@manara/contracts';

/** A signed-in member, as /api/auth answers for one (tests only). */
export const aMember: User = {
  id: '7',
  name: 'Lina Haddad',
  email: 'lina.haddad@clinic.org',
  country: 'AE',
  plan: 'Starter',
  role: 'member',
  createdAt: '2026-11-22T03:40:12.345Z',
};

/** An /api answer: `body` as JSON with `status` (tests only). */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
