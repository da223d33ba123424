import path from 'node:path';

/**
 * Imports inside the site flow one way (as in bulletproof-react):
 *
 *   shared layers (src/lib, src/components, src/config)  <-  features  <-  src/app, src/routes
 *
 * A feature (`src/features/<name>/`) may import itself, the shared layers and packages, never
 * another feature nor the app or route layers that compose the features. The shared layers import
 * only one another and packages: a feature or a route there would make every feature depend on it.
 * ESLint's own `no-restricted-imports` sees only the import's text; this rule resolves relative
 * imports against the importing file and `@/` against `src/`, so `../session`, `../../session` and
 * `@/lib/session` are judged alike.
 */
const SRC = `${path.sep}apps${path.sep}site${path.sep}src${path.sep}`;
/** The site's one path alias for `src/` (apps/site/tsconfig.json). */
const ALIAS = '@/';
const SHARED = new Set(['lib', 'components', 'config']);
const COMPOSERS = new Set(['app', 'routes']);

function locate(file) {
  const at = file.lastIndexOf(SRC);
  if (at === -1) return null;
  const [layer, name] = file.slice(at + SRC.length).split(path.sep);
  return { layer, name };
}

/** The message for an import from `here` to `target`, or undefined when it is allowed. */
function violation(here, target) {
  if (here.layer === 'features') {
    if (target.layer === 'features' && target.name !== here.name) return 'feature';
    if (COMPOSERS.has(target.layer)) return 'composer';
  } else if (SHARED.has(here.layer)) {
    if (target.layer === 'features') return 'sharedFeature';
    if (COMPOSERS.has(target.layer)) return 'sharedComposer';
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Site imports flow from the shared layers to features to the app and routes, never back.' },
    schema: [],
    messages: {
      feature: 'Feature "{{from}}" may not import feature "{{to}}": move what both need to src/lib or src/components.',
      composer: 'Feature "{{from}}" may not import src/{{to}}: the app and routes compose features, not the other way.',
      sharedFeature:
        'src/{{layer}} may not import feature "{{to}}": shared code serves every feature, so what both need moves down into src/{{layer}}.',
      sharedComposer:
        'src/{{layer}} may not import src/{{to}}: the app and routes compose the shared layers, not the other way.',
    },
  },
  create(context) {
    const here = locate(context.filename);
    if (!here || !(here.layer === 'features' || SHARED.has(here.layer))) return {};
    const srcRoot = context.filename.slice(0, context.filename.lastIndexOf(SRC) + SRC.length);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let file;
      if (source.startsWith(ALIAS)) file = path.join(srcRoot, source.slice(ALIAS.length));
      else if (source.startsWith('.')) file = path.resolve(path.dirname(context.filename), source);
      else return;
      const target = locate(file);
      if (!target) return;
      const messageId = violation(here, target);
      if (!messageId) return;
      const to = target.layer === 'features' ? target.name : target.layer;
      context.report({ node, messageId, data: { from: here.name, to, layer: here.layer } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
