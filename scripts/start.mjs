// `npm start`: build what is missing or stale, then run the one production server (migrate, seed,
// serve) from its compiled JavaScript: no TypeScript loader in the production process
// (docs/decisions/026-compiled-server.md).
import { buildIfStale, SERVER_ENTRY } from './lib.mjs';

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true';

buildIfStale();
await import(SERVER_ENTRY);
