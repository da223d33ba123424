// `npm run dev`: the same one-port server with Next and Vite in development mode (hot reload),
// on its own database file (data/manara-dev.db) so schema push never touches the production file.
import { register } from 'tsx/esm/api';

process.env.NODE_ENV = 'development';
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true';

register();
await import('../apps/cms/src/server/index.ts');
