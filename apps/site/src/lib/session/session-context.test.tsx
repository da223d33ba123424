import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session-context';
import { readStoredUser, storeUser } from './stored-user';
import { aMember, jsonResponse } from '../test-fixtures';

const member = aMember;

function Probe() {
  const { user, status } = useSession();
  return <p>{`${status}:${user?.email ?? 'nobody'}`}</p>;
}

function answerMe(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(body, status)),
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('SessionProvider', () => {
  it('signs the client out when the server answers { user: null } (a visitor without a session)', async () => {
    storeUser(member);
    answerMe(200, { user: null });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText(`checking:${member.email}`)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('ready:nobody')).toBeTruthy());
    expect(readStoredUser()).toBeNull();
  });

  it('keeps the user the server confirms', async () => {
    answerMe(200, { user: member });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByText(`ready:${member.email}`)).toBeTruthy());
    expect(readStoredUser()).toEqual(member);
  });

  it('keeps the stored user when the server cannot answer (503)', async () => {
    storeUser(member);
    answerMe(503, { error: 'The database is not available right now' });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByText(`ready:${member.email}`)).toBeTruthy());
  });
});
