import { PRELOADS_TEMPLATE_ID } from '@manara/contracts/server-rendering';
import { afterFirstPaint, nextTask } from '@/lib/after-first-paint';
import { holdEarlySubmits, scriptsDidNotLoad } from '@/lib/early-submits';

/**
 * The entry is this small on purpose, and imports nothing before the first paint (the build checks
 * it: vite.config.ts): the page is already readable (server-rendered), so React, the router and the
 * page's modules are fetched only once the browser has painted it, all at once (the server lists
 * them as modulepreload links in an inert template), and nothing competes with that first paint.
 * They are evaluated in three tasks: the framework's file, React DOM, then the page's own modules;
 * in one, they held the main thread for one long task (docs/decisions/050). Meanwhile a form the
 * visitor submits is held, and submitted again once the page's scripts have taken it over (or
 * posted as the plain HTML form it is, if they fail to load); a button pressed is kept by index.html.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
holdEarlySubmits();
void afterFirstPaint()
  .then(() => {
    const preloads = document.getElementById(PRELOADS_TEMPLATE_ID);
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    return import('@/lib/start-framework');
  })
  .then(nextTask)
  .then(() => import('@/lib/start-react-dom'))
  .then(nextTask)
  .then(() => import('@/boot'))
  .then(({ start }) => start(root))
  .catch((error: unknown) => {
    scriptsDidNotLoad();
    throw error;
  });
