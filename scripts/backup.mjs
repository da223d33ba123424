// `npm run backup`: a consistent copy of the SQLite database (taken while the server runs), the
// uploaded files and the generated secret, in one dated folder under BACKUP_DIR (docs/deploy.md).
import { BACKUP_ENTRY, buildIfStale } from './lib.mjs';

buildIfStale(['server']);
const { runBackup } = await import(BACKUP_ENTRY);
await runBackup();
