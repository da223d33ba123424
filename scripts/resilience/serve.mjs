// `npm start` without its build check, for the resilience checks: run.mjs builds once before they
// start, so a restart in the kill -9 check never turns into a rebuild because someone edited a
// source meanwhile. The server runs in this process, so this pid is the one that owns the database.
import { SERVER_ENTRY } from '../lib.mjs';

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true';

await import(SERVER_ENTRY);
