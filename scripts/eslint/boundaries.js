// Module boundaries, checked by ESLint (see docs/architecture.md, "Modules and their public surfaces").
//
// A unit is a server module (apps/server/src/modules/<name>), a web feature (apps/web/src/features/<name>)
// or a shared web home (apps/web/src/shared/<name>). From outside a unit only its index.ts may be
// imported, so the index files list every dependency between units. Style sheets are not code and may be
// imported by the page that shows them; a test may import another unit's fixtures (files named *test*
// or *fixture*). Web layers point one way: app -> features -> shared/components/lib, never back.
// A server module's routes (*.routes.ts) are registered by the routes list (apps/server/src/routes.ts),
// which imports them by path; nothing else may import a routes file, except another routes file of the
// same module (admin.routes.ts registers its sections). So a module's index.ts carries only domain code.
import { dirname, relative, resolve, sep } from 'node:path';

const UNIT_ROOTS = ['apps/server/src/modules', 'apps/web/src/features', 'apps/web/src/shared'];
const WEB = 'apps/web/src';
/** Web layers, most dependent first: a file may import its own layer or a later one. */
const WEB_LAYERS = ['app', 'features', 'shared'];
const FIXTURE = /(^|[-.])(test|tests|fixtures?)([-.]|$)|test-(data|helpers|server|app)/;
const TEST_FILE = /\.test\.tsx?$|(^|[-/])test-[^/]*\.tsx?$|fixtures?\.tsx?$/;
const SERVER_MODULES = 'apps/server/src/modules';
const ROUTES_LIST = 'apps/server/src/routes.ts';
const ROUTES_FILE = /\.routes(\.ts)?$/;

const repoRoot = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** The unit a repository-relative path belongs to: { root, name, rest } or null. */
function unitOf(path) {
  for (const root of UNIT_ROOTS) {
    if (path.startsWith(`${root}/`)) {
      const [name, ...rest] = path.slice(root.length + 1).split('/');
      return { root, name, rest };
    }
  }
  return null;
}

function webLayerOf(path) {
  if (!path.startsWith(`${WEB}/`)) {
    return null;
  }
  const top = path.slice(WEB.length + 1).split('/')[0];
  return WEB_LAYERS.includes(top) ? top : null;
}

const isIndex = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));

const publicSurface = {
  meta: {
    type: 'problem',
    docs: { description: "Import another module's or feature's index.ts only; keep web layers pointing one way" },
    schema: [],
    messages: {
      internal: "'{{spec}}' reaches inside {{unit}}: import '{{surface}}' (its index.ts) instead, and export what you need there.",
      layer: "'{{spec}}': the web {{from}} layer must not import from {{to}} (app -> features -> shared, never back).",
      routes:
        "'{{spec}}' is a module's routes: only the routes list (apps/server/src/routes.ts) registers them; import domain code from the module's index.ts instead.",
    },
  },
  create(context) {
    const file = relative(repoRoot, context.filename).split(sep).join('/');
    const fromUnit = unitOf(file);
    const fromLayer = webLayerOf(file);
    const testFile = TEST_FILE.test(file);

    function check(node, spec, { lazy = false } = {}) {
      if (typeof spec !== 'string' || !spec.startsWith('.') || spec.endsWith('.css')) {
        return;
      }
      const target = relative(repoRoot, resolve(dirname(context.filename), spec))
        .split(sep)
        .join('/');
      const toLayer = webLayerOf(target);
      if (fromLayer && toLayer && WEB_LAYERS.indexOf(toLayer) < WEB_LAYERS.indexOf(fromLayer)) {
        context.report({ node, messageId: 'layer', data: { spec, from: fromLayer, to: toLayer } });
        return;
      }
      const toUnit = unitOf(target);
      if (toUnit?.root === SERVER_MODULES && ROUTES_FILE.test(target)) {
        const sameUnit = fromUnit && fromUnit.root === toUnit.root && fromUnit.name === toUnit.name;
        if (file !== ROUTES_LIST && !(sameUnit && ROUTES_FILE.test(file.replace(/\.ts$/, '')))) {
          context.report({ node, messageId: 'routes', data: { spec } });
        }
        return;
      }
      if (lazy || !toUnit || (fromUnit && fromUnit.root === toUnit.root && fromUnit.name === toUnit.name) || isIndex(toUnit.rest)) {
        return;
      }
      if (testFile && FIXTURE.test(toUnit.rest[toUnit.rest.length - 1])) {
        return;
      }
      const surface = relative(dirname(context.filename), resolve(repoRoot, toUnit.root, toUnit.name))
        .split(sep)
        .join('/');
      context.report({
        node,
        messageId: 'internal',
        data: { spec, unit: `${toUnit.root}/${toUnit.name}`, surface: surface.startsWith('.') ? surface : `./${surface}` },
      });
    }

    const source = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      // A lazy import() names the file that becomes its chunk, so it may reach inside a unit; web layers still apply.
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, { lazy: true }),
      // vi.mock('../x') must name the module the code imports, so it follows the same rule.
      'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock|importActual)$/]': (node) =>
        node.arguments[0]?.type === 'Literal' && check(node.arguments[0], node.arguments[0].value),
    };
  },
};

export default { rules: { 'public-surface': publicSurface } };
