import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, onUnauthorized, setApiFetch } from './api-client';
import { jsonResponse } from './test-fixtures';

const answer = (status: number, body: unknown) => jsonResponse(body, status);

afterEach(() => setApiFetch((url, init) => fetch(url, init)));

describe('apiRequest', () => {
  it('sends an object as JSON with its Content-Type', async () => {
    const sent = vi.fn(async () => answer(200, { ok: true }));
    setApiFetch(sent);
    await apiRequest('/contact', { method: 'POST', body: { name: 'Amal' } });
    const [url, init] = sent.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.body).toBe('{"name":"Amal"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    const sent = vi.fn(async () => answer(201, { id: '7' }));
    setApiFetch(sent);
    const form = new FormData();
    form.set('title', 'Trial analysis');
    expect(await apiRequest('/me/courses/1/project', { method: 'POST', body: form })).toEqual({ id: '7' });
    const [, init] = sent.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('signs the client out on a 401 from an upload too', async () => {
    setApiFetch(async () => answer(401, { error: 'Sign in first' }));
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);
    await expect(apiRequest('/me/courses/1/project', { method: 'POST', body: new FormData() })).rejects.toThrow(
      /Request failed: 401/,
    );
    expect(signedOut).toHaveBeenCalledOnce();
    stop();
  });
});
