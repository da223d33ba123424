import path from 'node:path';

/**
 * Features of the site stand alone (as in bulletproof-react): a file under `src/features/<name>/`
 * may import its own feature, the shared layers (`src/lib`, `src/components`, `src/config`) and
 * packages, but never another feature, nor `src/app` or `src/routes`, which compose the features.
 * ESLint's own `no-restricted-imports` sees only the import's text; this rule resolves relative
 * imports against the importing file, so `../session` and `../../session` are judged alike.
 */
const SRC = `${path.sep}apps${path.sep}site${path.sep}src${path.sep}`;

function locate(file) {
  const at = file.lastIndexOf(SRC);
  if (at === -1) return null;
  const [layer, name] = file.slice(at + SRC.length).split(path.sep);
  return { layer, name };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A site feature imports no other feature, nor the app or route layers.' },
    schema: [],
    messages: {
      feature: 'Feature "{{from}}" may not import feature "{{to}}": move what both need to src/lib or src/components.',
      composer: 'Feature "{{from}}" may not import src/{{to}}: the app and routes compose features, not the other way.',
    },
  },
  create(context) {
    const here = locate(context.filename);
    if (!here || here.layer !== 'features') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(context.filename), source));
      if (!target) return;
      if (target.layer === 'features' && target.name !== here.name) {
        context.report({ node, messageId: 'feature', data: { from: here.name, to: target.name } });
      } else if (target.layer === 'app' || target.layer === 'routes') {
        context.report({ node, messageId: 'composer', data: { from: here.name, to: target.layer } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
