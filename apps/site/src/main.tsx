import { afterFirstPaint } from './lib/after-first-paint';

/**
 * The server's list of the modules this page runs (React, the router, the page's routes), as
 * modulepreload links in an inert template: its id is restated from apps/cms/src/server/ssr.ts.
 */
const PRELOADS_ID = 'manara-preloads';

/**
 * The entry is this small on purpose: the page is already readable (server-rendered), so React, the
 * router and the page's modules are fetched and evaluated only once the browser has painted it, all
 * at once (the server lists them), and nothing competes with that first paint.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
void afterFirstPaint()
  .then(() => {
    const preloads = document.getElementById(PRELOADS_ID);
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    return import('./boot');
  })
  .then(({ start }) => start(root));
