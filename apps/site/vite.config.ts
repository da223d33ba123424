import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
/** A compressed copy is kept when it saves more than its `Content-Encoding` header costs. */
const PRECOMPRESS_MIN_SAVING = 64;

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each text file of the build,
 * once, so the server sends them by Accept-Encoding without compressing per request
 * (apps/cms/src/server/site.ts). A copy that saves less than its header costs is not written.
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
        if (!COMPRESSIBLE.test(file)) continue;
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
          if (copy.length + PRECOMPRESS_MIN_SAVING <= source.length) writeFileSync(file + suffix, copy);
        }
      }
    },
  };
}

/**
 * Fails the build when chunks import each other statically. The `shell` group below takes its
 * modules without their dependencies (else the contracts' index would bring zod into every page), so
 * a shell module that imports a module left outside it, which imports the shell back, makes two
 * chunks that import each other, and one of them reads the other's exports before they are set
 * (seen: `apiRoutes` undefined while rendering). The fix is to add that module to the shell.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'manara-no-chunk-cycles',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        if (path.includes(file))
          this.error(`Chunks import each other: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/**
 * Fails the build when the entry imports a file statically. The entry runs before the first paint
 * and holds a form submitted before the page's scripts have come (main.tsx, lib/early-submits.ts):
 * a static import would make it wait for a second file. Seen: importing a CommonJS package from the
 * entry, even dynamically, gave it a static import of the bundler's interop helper.
 */
function entryImportsNothing(): Plugin {
  return {
    name: 'manara-entry-imports-nothing',
    apply: (config) => !config.build?.ssr,
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.imports.length > 0)
          this.error(
            `The entry ${chunk.fileName} imports ${chunk.imports.join(', ')} statically: it must import nothing.`,
          );
      }
    },
  };
}

/**
 * React Router's package points every import at its development build, which differs from its
 * production build (shipped beside it) only by `ENABLE_DEV_WARNINGS = true`: the warnings and their
 * sentences stayed in the browser's bundle. This plugin turns the flag off, as the production build
 * does. It also drops the `displayName` assignments on its components and contexts (names for React's
 * developer tools): as top-level statements they kept `<Form>`, `<NavLink>` and their submission and
 * view-transition helpers in every page although the site uses neither. For the same reason its
 * top-level `forwardRef`/`createContext`/`memo` calls are marked pure (they are), so an unused one goes.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'manara-react-router-production',
    apply: (config) => !config.build?.ssr,
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]development[\\/].*\.mjs$/ },
      // Lines stay where they were, so the module's source map still holds (`map: null`).
      handler(code) {
        const transformed = code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
          .replace(
            /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            '$1/* @__PURE__ */ $2',
          );
        return { code: transformed, map: null };
      },
    },
  };
}

/**
 * The libraries every page hydrates with: React, the router, TanStack Query and Emotion. Loaded
 * together, right after the first paint (main.tsx), so they travel as one file.
 */
const FRAMEWORK_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|cookie|set-cookie-parser)[\\/]/;
/** The entry's first import (main.tsx): in the framework's file, so that importing it evaluates that file alone. */
const START_FRAMEWORK = /apps[\\/]site[\\/]src[\\/]lib[\\/]start-framework\.ts$/;
const FRAMEWORK = (id: string) => FRAMEWORK_LIBRARIES.test(id) || START_FRAMEWORK.test(id);

/**
 * zod, the resolver that hands it a form's values and the contracts' primitives every schema is
 * built from: they load together (when the visitor starts on a public form, lib/resolver-on-demand.ts,
 * and with the page in the dashboard and control panel), so as one file; left to the automatic split
 * they were three.
 */
const ZOD =
  /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|packages[\\/]contracts[\\/]src[\\/](zod-config|schemas[\\/](primitives|fields))\./;

/**
 * What every page hydrates besides the libraries: the site's shell (the route table, the layout, the
 * providers and their helpers: app/, config/, lib/), the design system's parts that need no form
 * library, toast system or portal (layout, cards, links, icons, tokens) and the contracts' zod-free
 * modules, with only the sentences the shell shows (site-messages.ts; MESSAGES loads with the forms).
 * Left to the automatic split, these came as some twenty files of 0.2–2 KB, each paying about
 * 0.7 KB of response headers (counted as transferred) and compressing worse alone; as one
 * file, every page loads one. The entry's own modules (main.tsx and what it imports) stay out, so
 * the entry imports nothing before the first paint; the parts that pull react-hook-form, zod or
 * react-toastify stay with the routes that use them.
 */
const SHELL = [
  /packages[\\/]ui[\\/]src[\\/]/,
  /packages[\\/]contracts[\\/]src[\\/](constants[\\/]|site-messages|routes|api|empty-states|form-posts|site-pages)/,
  /apps[\\/]site[\\/]src[\\/](app|config|lib)[\\/]/,
  // The module that hydrates (imported by the entry after the first paint, with the shell).
  /apps[\\/]site[\\/]src[\\/]boot\.tsx$/,
  // Parts the home page shows and other public pages share: each was a file of 0.2–0.7 KB.
  /apps[\\/]site[\\/]src[\\/]components[\\/](media-image|illustration|page-hero|cms-section|portfolio-card|review-card)[\\/]/,
  /apps[\\/]site[\\/]src[\\/]features[\\/](reviews[\\/]components[\\/]review-item|portfolio[\\/]components[\\/]portfolio-item|newsletter[\\/]components[\\/]newsletter-signup)\./,
];
const NOT_SHELL = [
  /packages[\\/]ui[\\/]src[\\/](components[\\/](field|dialog|checkbox|checkbox-group|text-field|text-area|select|number-field|radio-group|form-field|toast|wizard|segmented-control|copy-button|ui-provider)|tokens[\\/]toast)/,
  // The entry's own module, and the ones the shell loads on demand (dynamic imports).
  /apps[\\/]site[\\/]src[\\/]lib[\\/](after-first-paint|apply-page-meta|early-submits|leads|toast-viewport|preview[\\/]refresh-on-save)/,
  // React DOM's start (main.tsx): a file of its own, or importing it would evaluate the shell too.
  /apps[\\/]site[\\/]src[\\/]lib[\\/]start-react-dom\./,
  // The forms' validation: with the forms, and the schemas (zod) when a visitor starts on one.
  /apps[\\/]site[\\/]src[\\/]lib[\\/](form-schemas|resolver-on-demand)\./,
  /apps[\\/]site[\\/]src[\\/]app[\\/]layout[\\/](mobile-menu|account-menu|account-links|use-focus-trap|site-footer)\./,
  /apps[\\/]site[\\/]src[\\/]lib[\\/]session[\\/]api[\\/]sign-out\./,
  /\.(test|stories)\.tsx?$/,
];
const inShell = (id: string) => SHELL.some((re) => re.test(id)) && !NOT_SHELL.some((re) => re.test(id));

/**
 * Shell modules that a first visit to the home page does not run: the parts of other public pages
 * (tabs, accordion, table, pagination, progress, course progress, pricing options, …) and the session
 * helpers of the sign-in and signed-in pages. They travel as a second shared file, `pages`, which the
 * other pages load beside the shell, so `/` does not carry them.
 */
const PAGE_PARTS = [
  /packages[\\/]ui[\\/]src[\\/]components[\\/](accordion|breadcrumb|callout|discount-card|metric-card|pagination|pathway-card|progress-bar|step-number|table|tabs)[\\/]/,
  /packages[\\/]ui[\\/]src[\\/]utils[\\/](roving-focus|use-controllable-state|spread-row)\./,
  /packages[\\/]contracts[\\/]src[\\/](constants[\\/](a-la-carte|budgets|journals|media|options|orders|pricing)|empty-states)\./,
  // The heroes of the other pages (the home page's band and lead stay in the shell: hero-band.tsx).
  /apps[\\/]site[\\/]src[\\/]components[\\/]page-hero[\\/](lead-hero|page-hero)\./,
  // The heads of the sign-in, dashboard, newsletter-link and not-found pages.
  /apps[\\/]site[\\/]src[\\/]config[\\/]fixed-page-meta\./,
  /apps[\\/]site[\\/]src[\\/]lib[\\/](course-progress[\\/]|queries[\\/](get-course|get-courses)\.|session[\\/](api[\\/](sign-in|sign-up|use-signed-in)|components[\\/](checking-session|require-session)|lib[\\/](failure-toast|redirect))\.)/,
];
const inPageParts = (id: string) => inShell(id) && PAGE_PARTS.some((re) => re.test(id));

/**
 * What a page with a form runs besides the field's frame (which the filters of the lists use too):
 * react-hook-form, the controls, the take-over of what was typed before the scripts ran, and the
 * posted form's outcome. Left to the automatic split, the sign-in page loaded them as eight files of
 * 0.3–42 KB, and each file costs the main thread its own request, compile and link while the page
 * starts (docs/performance.md, "Form routes in fewer files"); as one, a form page loads one.
 */
const FORMS = [
  /node_modules[\\/]react-hook-form[\\/]/,
  /packages[\\/]ui[\\/]src[\\/]components[\\/](form-field|text-field|text-area|select|checkbox|number-field)[\\/]/,
  /apps[\\/]site[\\/]src[\\/]lib[\\/]resolver-on-demand\./,
  /apps[\\/]site[\\/]src[\\/]components[\\/]posted-form[\\/]/,
];
const inForms = (id: string) => FORMS.some((re) => re.test(id)) && !/\.(test|stories)\.tsx?$/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    reactRouterProduction(),
    findability(),
    precompress(),
    noChunkCycles(),
    entryImportsNothing(),
  ],
  // `@/…` is apps/site/src, as apps/site/tsconfig.json says (the one place the alias is written).
  resolve: { tsconfigPaths: true },
  // 'hidden': maps are written for tracing errors but not referenced, and the server never serves them.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // `<link rel="modulepreload">` is in every browser of the build's target (Baseline widely
    // available since 2026), so the entry does not carry Vite's polyfill for older ones.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The design system, the contracts and the site's own modules only declare things: an import
      // that is not used is dropped. Without this, importing one component from a barrel file
      // (`@manara/ui`) put every component, forms, zod and the toast system into the public entry.
      // zod-config runs `z.config` (CSP-safe zod), so it keeps its effect; every schema module imports
      // it, so the contracts' index has none and a page without a form loads no zod.
      // The groups are for what a browser downloads first; the server's bundle is read once from disk,
      // and grouping it would put the entry's own modules (early-submits) in a chunk the shell imports.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 3 },
                { name: 'pages', test: inPageParts, priority: 2, includeDependenciesRecursively: false },
                { name: 'forms', test: inForms, priority: 1, includeDependenciesRecursively: false },
                { name: 'shell', test: inShell, priority: 1, includeDependenciesRecursively: false },
                { name: 'zod', test: ZOD, priority: 0, includeDependenciesRecursively: false },
              ],
            },
          },
      treeshake: {
        moduleSideEffects: [
          // Emotion imports hoist-non-react-statics (and through it react-is, CommonJS, so assumed to
          // have effects) bare, for its `withTheme`, which the site does not use: both only declare.
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
          { test: /packages\/contracts\/src\/zod-config\.ts$/, sideEffects: true },
          { test: /packages\/(ui|contracts)\/src\//, sideEffects: false },
          { test: /apps\/site\/src\/(main|entry-server)\.tsx$/, sideEffects: true },
          { test: /apps\/site\/src\//, sideEffects: false },
        ],
      },
    },
  },
  server: { port: 5173 },
}));
