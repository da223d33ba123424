import path from 'node:path';
import { backup, backupDir, describeBackup, listBackups, readManifest, restore } from '.';

/**
 * `npm run backup` and `npm run restore -- <backup>` (scripts/backup.mjs, scripts/restore.mjs): what
 * the commands print, and their exit codes. The work is in ./index.ts.
 */

const failed = (err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
};

/** Prints what the backup holds, then its folder on the last line (for scripts: `tail -1`). */
export async function runBackup(): Promise<void> {
  try {
    const folder = await backup();
    for (const line of describeBackup(await readManifest(folder))) console.log(line);
    console.log(folder);
  } catch (err) {
    failed(err);
  }
}

export async function runRestore(args: string[]): Promise<void> {
  const [folder] = args.filter((arg) => arg !== '--');
  if (!folder) {
    const available = await listBackups();
    console.error('Name the backup to restore: npm run restore -- <backup folder>');
    console.error(
      available.length > 0
        ? `Backups in ${backupDir()}:\n${available.map((name) => `  ${path.basename(name)}`).join('\n')}`
        : `There are no backups in ${backupDir()}.`,
    );
    process.exitCode = 2;
    return;
  }
  try {
    // A bare name is looked up in BACKUP_DIR, a path is taken as it is.
    const source = folder.includes(path.sep) ? folder : path.join(backupDir(), folder);
    const { setAside, manifest } = await restore(source);
    console.log(`Restored ${path.resolve(source)}.`);
    for (const line of describeBackup(manifest)) console.log(line);
    if (setAside) console.log(`The data that was in place is kept in ${setAside}.`);
    console.log(
      manifest.database
        ? 'Start the server: it applies any migrations the backup lacks.'
        : 'Restore the database from its own backup (docs/deploy.md), then start the server.',
    );
  } catch (err) {
    failed(err);
  }
}
