// `npm run restore -- <backup>`: puts a backup made by `npm run backup` back in place, on a stopped
// server; what was there is kept beside it (docs/deploy.md).
import { BACKUP_ENTRY, buildIfStale } from './lib.mjs';

buildIfStale(['server']);
const { runRestore } = await import(BACKUP_ENTRY);
await runRestore(process.argv.slice(2));
