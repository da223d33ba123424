import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), findability()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5173 },
});
