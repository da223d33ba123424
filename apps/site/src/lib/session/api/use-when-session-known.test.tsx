import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMember, jsonResponse } from '../../test-fixtures';
import { SessionProvider } from '../session-context';
import { storeUser } from '../stored-user';
import { useWhenSessionKnown } from './use-when-session-known';

/** A button whose press reports who the action ran for. */
function Choose({ onRun }: { onRun: (who: string) => void }) {
  const whenSessionKnown = useWhenSessionKnown();
  return (
    <button type="button" onClick={() => whenSessionKnown((user) => onRun(user?.email ?? 'visitor'))}>
      Choose
    </button>
  );
}

/** `GET /api/auth/me` answers `user` once `release` is called. */
function holdMe(user: typeof aMember | null) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      return jsonResponse({ user });
    }),
  );
  return () => release();
}

/** Renders the button inside the session and presses it; returns what the action reported to. */
function pressChoose() {
  const onRun = vi.fn();
  render(
    <SessionProvider>
      <Choose onRun={onRun} />
    </SessionProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
  return onRun;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useWhenSessionKnown', () => {
  it('holds a press made before the server has answered, then runs it for the member it confirms', async () => {
    const release = holdMe(aMember);
    const onRun = pressChoose();
    expect(onRun).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(onRun).toHaveBeenCalledWith(aMember.email));
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('runs for a visitor once the server says there is no session', async () => {
    const release = holdMe(null);
    const onRun = pressChoose();
    release();
    await waitFor(() => expect(onRun).toHaveBeenCalledWith('visitor'));
  });

  it('runs at once for the user this browser keeps, while the server confirms it', () => {
    storeUser(aMember);
    holdMe(aMember);
    const onRun = pressChoose();
    expect(onRun).toHaveBeenCalledWith(aMember.email);
  });
});
