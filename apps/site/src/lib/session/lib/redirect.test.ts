import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, guardDecision, readAuthRedirectState } from './redirect';

const member = { role: 'member' as const };
const admin = { role: 'admin' as const };

describe('destination after sign-in', () => {
  it('goes by role when no page was asked for', () => {
    expect(destinationAfterSignIn(member)).toBe('/dashboard');
    expect(destinationAfterSignIn(admin)).toBe('/admin');
  });

  it('goes back to the page first asked for, with its query and hash', () => {
    expect(destinationAfterSignIn(member, { from: '/reviews#share-review' })).toBe('/reviews#share-review');
    expect(destinationAfterSignIn(admin, { from: '/dashboard?x=1' })).toBe('/dashboard?x=1');
  });

  it('sends a member who asked for an /admin path to /dashboard', () => {
    expect(destinationAfterSignIn(member, { from: '/admin' })).toBe('/dashboard');
    expect(destinationAfterSignIn(member, { from: '/admin/users' })).toBe('/dashboard');
    expect(destinationAfterSignIn(admin, { from: '/admin/users' })).toBe('/admin/users');
  });

  it('never returns to /auth itself', () => {
    expect(destinationAfterSignIn(member, { from: '/auth' })).toBe('/dashboard');
  });
});

describe('remembered origin', () => {
  it('keeps same-site paths and known roles only', () => {
    expect(readAuthRedirectState({ from: '/dashboard', requiredRole: 'admin' })).toEqual({
      from: '/dashboard',
      requiredRole: 'admin',
    });
    expect(readAuthRedirectState({ from: 'https://evil.example', requiredRole: 'root' })).toEqual({});
    expect(readAuthRedirectState({ from: '//evil.example' })).toEqual({});
    expect(readAuthRedirectState(null)).toEqual({});
    expect(readAuthRedirectState('junk')).toEqual({});
  });
});

describe('route guard', () => {
  it('waits while the session is checked', () => {
    expect(guardDecision({ status: 'checking', user: null, location: '/dashboard' })).toEqual({ kind: 'checking' });
    expect(guardDecision({ status: 'checking', user: member, location: '/dashboard' })).toEqual({ kind: 'checking' });
  });

  it('sends the signed-out to /auth remembering the origin and the required role', () => {
    expect(guardDecision({ status: 'ready', user: null, requiredRole: 'admin', location: '/admin' })).toEqual({
      kind: 'redirect',
      to: '/auth',
      state: { from: '/admin', requiredRole: 'admin' },
    });
    expect(guardDecision({ status: 'ready', user: null, location: '/dashboard' })).toEqual({
      kind: 'redirect',
      to: '/auth',
      state: { from: '/dashboard' },
    });
  });

  it('sends someone who just signed out to /auth with nothing to come back to', () => {
    expect(guardDecision({ status: 'ready', user: null, location: '/dashboard', signedOut: true })).toEqual({
      kind: 'redirect',
      to: '/auth',
    });
  });

  it('sends a non-admin on an admin route to /dashboard and any other mismatch to /', () => {
    expect(guardDecision({ status: 'ready', user: member, requiredRole: 'admin', location: '/admin' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(guardDecision({ status: 'ready', user: admin, requiredRole: 'member', location: '/x' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('lets a matching user in', () => {
    expect(guardDecision({ status: 'ready', user: member, location: '/dashboard' })).toEqual({ kind: 'allow' });
    expect(guardDecision({ status: 'ready', user: admin, requiredRole: 'admin', location: '/admin' })).toEqual({
      kind: 'allow',
    });
  });
});
