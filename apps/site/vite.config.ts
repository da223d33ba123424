import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { robotsTxt, sitemapXml } from './src/config/findability';

/** The public origin for absolute sitemap URLs: set SITE_URL when building for production. */
const siteUrl = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

/** Writes sitemap.xml and robots.txt from config/paths.ts, and serves them in development. */
function findability(): Plugin {
  const files = () => ({ 'sitemap.xml': sitemapXml(siteUrl, new Date()), 'robots.txt': robotsTxt(siteUrl) });
  return {
    name: 'manara-findability',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.slice(1) as keyof ReturnType<typeof files> | undefined;
        const body = name ? files()[name] : undefined;
        if (!body) return next();
        res.setHeader('Content-Type', name === 'sitemap.xml' ? 'application/xml' : 'text/plain');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** Text files are worth compressing; images and fonts are packed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each text file of the build,
 * once, so the server sends them by Accept-Encoding without compressing per request
 * (apps/cms/src/server/site.ts). A copy that is not smaller than its file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'manara-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
        const source = readFileSync(file);
        const copies = {
          '.br': brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          '.gz': gzipSync(source, { level: 9 }),
        };
        for (const [suffix, copy] of Object.entries(copies)) {
          if (copy.length < source.length) writeFileSync(file + suffix, copy);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), findability(), precompress()],
  // 'hidden': maps are written for tracing errors but not referenced, and the server never serves them.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      // The design system, the contracts and the site's own modules only declare things: an import
      // that is not used is dropped. Without this, importing one component from a barrel file
      // (`@manara/ui`) put every component, forms, zod and the toast system into the public entry.
      // The contracts' index and zod-config run `z.config` (CSP-safe zod), so they keep their effect.
      treeshake: {
        moduleSideEffects: [
          { test: /packages\/contracts\/src\/(index|zod-config)\.ts$/, sideEffects: true },
          { test: /packages\/(ui|contracts)\/src\//, sideEffects: false },
          { test: /apps\/site\/src\/(main|entry-server)\.tsx$/, sideEffects: true },
          { test: /apps\/site\/src\//, sideEffects: false },
        ],
      },
    },
  },
  server: { port: 5173 },
});
