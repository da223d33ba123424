// `npm start`: build what is missing, then run the one production server (migrate, seed, serve).
import { register } from 'tsx/esm/api';
import { buildIfStale } from './lib.mjs';

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true';

buildIfStale();
register();
await import('../apps/cms/src/server/index.ts');
