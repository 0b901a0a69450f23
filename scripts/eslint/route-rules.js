// Route handlers stay short (docs/architecture.md, "Server layers"): in a server *.routes.ts file, the
// handler of `r.get|post|put|patch|delete(path, options, handler)` is at most 15 lines; what it would
// do beyond reading the request, calling a service or repository and wrapping the answer belongs in
// the module's service.

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const MAX_LINES = 15;

const shortHandler = {
  meta: {
    type: 'suggestion',
    docs: { description: `Keep a route handler to ${MAX_LINES} lines; move its logic into the module's service` },
    schema: [],
    messages: { long: 'This handler is {{lines}} lines (at most {{max}}): move its logic into a service function and call it here.' },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee, arguments: args } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !METHODS.has(callee.property.name)) {
          return;
        }
        const handler = args[args.length - 1];
        if (args.length < 2 || !handler || (handler.type !== 'ArrowFunctionExpression' && handler.type !== 'FunctionExpression')) {
          return;
        }
        const lines = handler.loc.end.line - handler.loc.start.line + 1;
        if (lines > MAX_LINES) {
          context.report({ node: handler, messageId: 'long', data: { lines, max: MAX_LINES } });
        }
      },
    };
  },
};

export default { rules: { 'short-handler': shortHandler } };
