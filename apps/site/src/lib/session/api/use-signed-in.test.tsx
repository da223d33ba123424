import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../storage';
import { aMember, jsonResponse } from '../../test-fixtures';
import { SessionProvider } from '../session-context';
import { useSignIn } from './sign-in';

const member = aMember;

/** The server: the session check says nobody, sign-in returns the member, progress answers the enrollment. */
function stubServer() {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.endsWith('/auth/me')) return jsonResponse({ user: null });
      if (url.endsWith('/auth/login')) return jsonResponse({ user: member });
      return jsonResponse({ enrollment: { id: '1', status: 'in_progress', progress: 60, updatedAt: '' } });
    }),
  );
  return calls;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('signing in', () => {
  it("merges this browser's course progress into the account before it resolves, then forgets it", async () => {
    const calls = stubServer();
    window.localStorage.setItem(storageKeys.courseProgress('12'), '60');
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(() => result.current.mutateAsync({ email: member.email, password: 'secret123', remember: false }));
    expect(calls).toContainEqual({ url: '/api/me/courses/12/progress', body: { action: 'merge', progress: 60 } });
    expect(window.localStorage.getItem(storageKeys.courseProgress('12'))).toBeNull();
  });
});
