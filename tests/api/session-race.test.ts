import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerMember,
  sameOrigin,
  sendAs,
  sessionCookieOf,
  signIn,
  startTestApi,
  type TestApi,
} from '../helpers/api';

/**
 * Payload's sign-in used to write the whole user row back when it added a session, so a sign-in that
 * overlapped an admin's change undid it, and overlapping sign-ins kept one session between them
 * (docs/decisions/007-session-writes.md). Each login costs ~0.5 s of hashing: rounds are few but
 * timed so that the admin's write lands while the sign-in is still hashing.
 */

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await api?.close();
});

interface Account {
  id: string;
  name: string;
  email: string;
  country: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a request at once (supertest only sends on `then`) and resolves to its response. */
function send<T>(test: PromiseLike<T>): Promise<T> {
  return Promise.resolve(test);
}

function signInRequest(email: string, password: string) {
  return send(api.request.post('/api/auth/login').set(sameOrigin).send({ email, password }));
}

function adminSaves(account: Account, change: { role: string; plan: string; password?: string }) {
  return send(sendAs(api, admin, 'post', '/api/admin/users').send({ ...account, ...change }));
}

async function stored(id: string): Promise<{ role: string; plan: string }> {
  const { role, plan } = await api.payload.findByID({ collection: 'users', id, depth: 0 });
  return { role, plan };
}

/** Whether the cookie still names a session (GET /api/auth/me answers its user, or `{ user: null }`). */
async function hasSession(cookie: string): Promise<boolean> {
  const res = await api.request.get('/api/auth/me').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.body.user !== null;
}

async function newAccount(email: string, password: string): Promise<Account> {
  const { user } = await registerMember(api, { email, password, name: 'Race Member', country: 'SA' });
  return { id: user.id, name: 'Race Member', email, country: 'SA' };
}

describe('a sign-in racing an admin change', () => {
  it('never undoes a role or plan change made while the member signs in', async () => {
    const password = 'race-member-pass';
    const account = await newAccount('race.role@clinic.test', password);
    // The admin's write lands at a different point of the sign-in in each round: during the password
    // check (the sign-in used to write the row it read back after it), and in steps of 10 ms around
    // the moment the session is stored (the admin's update used to write back the sessions it read).
    const started = Date.now();
    await signIn(api, account.email, password);
    const signInMs = Date.now() - started;
    const delays = [
      ...[0, 0.15, 0.3, 0.45, 0.6, 0.75].map((share) => Math.round(share * signInMs)),
      ...[60, 50, 40, 30, 20, 10, 0].map((before) => Math.max(0, signInMs - before)),
    ];
    const changes = [
      { role: 'admin', plan: 'Team' },
      { role: 'member', plan: 'Pro' },
    ];
    const undone: string[] = [];
    for (const [round, delay] of delays.entries()) {
      const change = changes[round % 2]!;
      const login = signInRequest(account.email, password);
      await pause(delay);
      const saved = await adminSaves(account, change);
      const signedIn = await login;
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject(change);
      expect(signedIn.status).toBe(200);
      const now = await stored(account.id);
      if (now.role !== change.role || now.plan !== change.plan) {
        undone.push(`round ${round} (+${delay} ms): ${JSON.stringify(now)} instead of ${JSON.stringify(change)}`);
      }
      // The session the racing sign-in opened survives the admin's write too.
      expect(await hasSession(sessionCookieOf(signedIn))).toBe(true);
    }
    expect(undone).toEqual([]);
  });

  it('keeps the session of a sign-in stored while an admin save is being written', async () => {
    const password = 'race-member-pass';
    const account = await newAccount('race.session@clinic.test', password);
    const change = { role: 'member', plan: 'Enterprise' };
    const started = Date.now();
    await signIn(api, account.email, password);
    const holdMs = Date.now() - started + 200;
    // The admin's save is held between reading the account and writing it, long enough for the
    // sign-in to store its session in between (what happens by chance under load).
    const db = api.payload.db;
    const write = db.updateOne.bind(db);
    db.updateOne = (async (args: Parameters<typeof write>[0]) => {
      if (String(args.id) === account.id && args.data?.plan === change.plan) await pause(holdMs);
      return write(args);
    }) as typeof db.updateOne;
    try {
      const saving = adminSaves(account, change);
      await pause(20);
      const signedIn = await signInRequest(account.email, password);
      expect(signedIn.status).toBe(200);
      expect((await saving).status).toBe(200);
      expect(await stored(account.id)).toEqual({ role: change.role, plan: change.plan });
      expect(await hasSession(sessionCookieOf(signedIn))).toBe(true);
    } finally {
      db.updateOne = write;
    }
  });

  it('never brings an old password back: after each change only the new one signs in', async () => {
    const passwords = ['first-pass-0', 'second-pass-1', 'third-pass-2', 'fourth-pass-3', 'fifth-pass-4'];
    const account = await newAccount('race.password@clinic.test', passwords[0]!);
    const change = { role: 'member', plan: 'Starter' };
    const delays = [30, 60, 100, 150];
    for (const [round, delay] of delays.entries()) {
      const [oldPassword, newPassword] = [passwords[round]!, passwords[round + 1]!];
      // The admin's change hashes for ~0.5 s; the sign-in reads the old hash meanwhile.
      const saving = adminSaves(account, { ...change, password: newPassword });
      await pause(delay);
      const racing = await signInRequest(account.email, oldPassword);
      expect((await saving).status).toBe(200);
      // Whether it finished before or after the change, the old password's session is gone now.
      if (racing.status === 200) expect(await hasSession(sessionCookieOf(racing))).toBe(false);
      else expect(racing.status).toBe(401);

      expect((await signInRequest(account.email, oldPassword)).status).toBe(401);
      // Signing in with the new one also clears the failed attempt above, so no lock builds up.
      expect((await signInRequest(account.email, newPassword)).status).toBe(200);
    }
  });
});

describe('concurrent sign-ins of one account', () => {
  it('keeps every session, and a sign-out ends only its own', async () => {
    const password = 'many-devices-pass';
    const account = await newAccount('many.devices@clinic.test', password);
    const responses = await Promise.all(Array.from({ length: 5 }, () => signInRequest(account.email, password)));
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const cookies = responses.map((res) => sessionCookieOf(res));
    expect(await Promise.all(cookies.map(hasSession))).toEqual([true, true, true, true, true]);

    // One device signs out while two more sign in.
    const [loggedOut, ...more] = await Promise.all([
      send(sendAs(api, cookies[0]!, 'post', '/api/auth/logout')),
      signInRequest(account.email, password),
      signInRequest(account.email, password),
    ]);
    expect(loggedOut.status).toBe(204);
    expect(more.map((res) => res.status)).toEqual([200, 200]);
    const alive = [...cookies.slice(1), ...more.map((res) => sessionCookieOf(res))];
    expect(await hasSession(cookies[0]!)).toBe(false);
    expect(await Promise.all(alive.map(hasSession))).toEqual([true, true, true, true, true, true]);
  });
});
