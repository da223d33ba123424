import type { ApiFetch } from '@manara/contracts';
import { TOTAL_COUNT_HEADER } from '@manara/contracts/api';
import { SITE_MESSAGES } from '@manara/contracts/site-messages';
import { API_BASE } from '@manara/contracts/routes';

/** A non-OK response: its message reads `Request failed: {status} {statusText} - {body}`. */
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
  /** Sent as JSON, or as multipart form data when it is a FormData (a file upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** Calls that expect a 401 as an answer (sign-in, the session check) do not sign the client out. */
  expectUnauthorized?: boolean;
}

/** How requests leave: the browser's fetch, or on the server a reader of the same API in-process. */
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/**
 * The server renderer reads public data through the same calls, but a relative `/api` URL means
 * nothing there: it installs a fetch that answers `/api/...` from the server itself.
 */
export function setApiFetch(implementation: ApiFetch): void {
  apiFetch = implementation;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session subscribes here: a 401 from any call signs the client out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Calls the JSON API at base /api. A 204 yields no data; a body that does not
 * parse raises `API returned malformed JSON`. The session cookie travels by itself.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

/** One page of a paginated admin list: its items and the `X-Total-Count` the server sends. */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

/** Calls a paginated list (`?limit=&page=`, api contract) and reads its total from the header. */
export async function apiRequestPage<T>(path: string, options: RequestOptions = {}): Promise<ApiPage<T>> {
  const { data, response } = await send<T[]>(path, options);
  const items = Array.isArray(data) ? data : [];
  const header = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isFinite(header) && header >= items.length ? header : items.length };
}

async function send<T>(
  path: string,
  { method = 'GET', body, signal, expectUnauthorized = false }: RequestOptions,
): Promise<{ data: T; response: Response }> {
  // A FormData body goes as it is: the browser writes its multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await apiFetch(`${API_BASE}${path}`, {
    method,
    headers: isForm
      ? { Accept: 'application/json' }
      : { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    if (response.status === 401 && !expectUnauthorized) unauthorizedListeners.forEach((listener) => listener());
    throw new ApiRequestError(response.status, response.statusText, await response.text());
  }
  if (response.status === 204) return { data: undefined as T, response };
  const text = await response.text();
  try {
    return { data: JSON.parse(text) as T, response };
  } catch (error) {
    console.error(SITE_MESSAGES.malformedJson, error);
    throw new Error(SITE_MESSAGES.malformedJson);
  }
}
