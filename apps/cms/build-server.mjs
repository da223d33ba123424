// `npm run build:server -w @manara/cms`: the server and its operations commands as JavaScript in
// dist/, so production runs plain Node with no TypeScript loader (docs/decisions/026-compiled-server.md).
// The workspace's own TypeScript (this app and @manara/contracts) is bundled; every installed package
// stays an import that Node resolves from node_modules at run time, as it did under tsx: Payload,
// Next, sharp and libsql load their own files and native binaries, which a bundle would break.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/** Bare imports (`payload`, `node:fs`) are left to Node, except the workspace's own packages. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@manara/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(here, 'src/server/index.ts'),
    backup: path.join(here, 'src/backup/cli.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.9',
  // Stack traces in the logs point at the TypeScript sources (scripts/start.mjs turns source maps on).
  sourcemap: 'linked',
  // Class and function names stay as written: Payload and the logs read error and class names.
  keepNames: true,
  logLevel: 'warning',
  plugins: [installedPackagesExternal],
  tsconfig: path.join(here, 'tsconfig.json'),
});
