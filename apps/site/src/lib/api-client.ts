import { API_BASE, MESSAGES } from '@manara/contracts';

/** A non-OK response: its message is the spec's `Request failed: {status} {statusText} - {body}`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`Request failed: ${status} ${statusText} - ${body}`);
    this.name = 'ApiRequestError';
  }

  /** The server's own sentence (`{ error }`), when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
        return parsed.error;
      }
    } catch {
      // Not JSON: there is no server sentence to show.
    }
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Calls that expect a 401 as an answer (sign-in, the session check) do not sign the client out. */
  expectUnauthorized?: boolean;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session subscribes here: a 401 from any call signs the client out (spec §4, api contract). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Calls the JSON API at base /api (spec §7 and §8). A 204 yields no data; a body that does not
 * parse raises `API returned malformed JSON`. The session cookie travels by itself.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, expectUnauthorized = false }: RequestOptions = {},
): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    if (response.status === 401 && !expectUnauthorized) unauthorizedListeners.forEach((listener) => listener());
    throw new ApiRequestError(response.status, response.statusText, await response.text());
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.error(MESSAGES.malformedJson, error);
    throw new Error(MESSAGES.malformedJson);
  }
}
