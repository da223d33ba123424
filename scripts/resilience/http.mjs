// Raw HTTP on loopback with node:http, not fetch: the fuzzer needs paths, headers and bodies that
// fetch would normalise or refuse (bad percent-escapes, wrong Content-Encoding, broken multipart).
import http from 'node:http';

const SAMPLE_BYTES = 2048;

/**
 * One request. Resolves with `{ status, headers, sample, ms }`, or `{ error }` when the connection
 * dropped (or timed out) before any answer arrived: the fuzzer counts those as failures.
 */
export async function request(options) {
  const result = await requestOnce(options);
  // A kept-alive socket the server closed just as it was reused: Node's documented case for one
  // retry. It says nothing about how the server handled the request, so it is not a dropped one.
  if (result.staleSocket) return requestOnce({ ...options, agent: false });
  return result;
}

function requestOnce({ port, method = 'GET', path, headers = {}, body, agent, timeoutMs = 30_000 }) {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: Date.now() - started });
    };
    let req;
    try {
      req = http.request({ host: '127.0.0.1', port, method, path, headers, agent });
    } catch (err) {
      // Node refused to send it (e.g. a character not allowed in a path): a fuzzer bug, not the server's.
      done({ error: `client refused: ${err.code ?? err.message}`, clientError: true });
      return;
    }
    req.setTimeout(timeoutMs, () => {
      done({ error: `timeout after ${timeoutMs} ms` });
      req.destroy();
    });
    req.on('response', (res) => {
      const chunks = [];
      let size = 0;
      res.on('data', (chunk) => {
        if (size < SAMPLE_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      const finish = () =>
        done({
          status: res.statusCode,
          headers: res.headers,
          sample: Buffer.concat(chunks).subarray(0, SAMPLE_BYTES).toString('utf8'),
        });
      res.on('end', finish);
      // The status line arrived; a connection closed mid-body still counts as answered.
      res.on('error', finish);
      res.on('aborted', finish);
    });
    req.on('error', (err) =>
      done({
        error: `${err.code ?? err.message}${req.reusedSocket ? ' (kept-alive socket)' : ''}`,
        staleSocket: err.code === 'ECONNRESET' && req.reusedSocket,
      }),
    );
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Sends a JSON body with this server's own Origin (the same-origin guard's "from our page"). */
export function jsonRequest({ port, method = 'POST', path, data, cookie, agent }) {
  const headers = { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` };
  if (cookie) headers.cookie = cookie;
  return request({ port, method, path, headers, body: data === undefined ? undefined : JSON.stringify(data), agent });
}

export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sessionCookieOf(res) {
  const cookies = [res.headers?.['set-cookie'] ?? []].flat();
  const token = cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('payload-token=') && c.length > 14);
  return token;
}

/**
 * POST /api/auth/login; resolves with the cookie and the user, or throws with the answer. At most
 * five sign-ins of one address are counted at once (the address's lock): the checks' own sessions,
 * started in parallel, wait their turn and try again rather than fail.
 */
export async function signIn(port, { email, password }) {
  let res;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    res = await jsonRequest({ port, path: '/api/auth/login', data: { email, password } });
    if (res.status !== 429) break;
    await new Promise((resolve) => setTimeout(resolve, 250 + attempt * 250));
  }
  const cookie = sessionCookieOf(res);
  if (res.status !== 200 || !cookie)
    throw new Error(`sign-in as ${email}: ${res.status ?? res.error} ${res.sample ?? ''}`);
  return { cookie, user: parseJson(res.sample)?.user };
}

/** POST /api/auth/register for a new member; resolves like signIn. */
export async function registerMember(port, { email, password, name = 'Resilience Member', country = 'AE' }) {
  const res = await jsonRequest({ port, path: '/api/auth/register', data: { email, password, name, country } });
  const cookie = sessionCookieOf(res);
  if (res.status !== 201 || !cookie)
    throw new Error(`register ${email}: ${res.status ?? res.error} ${res.sample ?? ''}`);
  return { cookie, user: parseJson(res.sample)?.user };
}
