// The server's import graph (docs/architecture.md, "Modules and their public surfaces"): modules do not
// import each other in a circle, no circle runs through a module's index.ts, and checking a member's
// session loads the session code only, not the login flow or the payment providers. Routes are
// registered from src/routes.ts by path, which is what keeps these true; this test keeps them so.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

interface Edge {
  to: string;
  /** `import type` / `export type`, or named imports that are all types: gone at run time. */
  typeOnly: boolean;
}

const graph = buildGraph();

/** Routes that are not behind a member's session check, or whose job is the login flow or payment itself. */
const NOT_SESSION_ROUTES = new Set(['modules/auth/auth.routes.ts', 'modules/vip/vip.routes.ts', 'modules/vip/pay.routes.ts']);
const LOGIN_OR_PAYMENT = /^(modules\/auth\/(login\.service|captcha|sms-code)\.ts|providers\/(payment|sms)\/)/;

describe('server import graph', () => {
  it('has no import cycle between modules', () => {
    const moduleEdges = new Map<string, Set<string>>();
    for (const [file, edges] of graph) {
      const from = moduleOf(file);
      for (const { to } of edges) {
        const target = moduleOf(to);
        if (from && target && from !== target) {
          moduleEdges.set(from, (moduleEdges.get(from) ?? new Set()).add(target));
        }
      }
    }
    expect(moduleEdges.size).toBeGreaterThan(10);
    const cycles = stronglyConnected(moduleEdges).filter((c) => c.length > 1);
    expect(cycles).toEqual([]);
  });

  it('has no import cycle through an index.ts, type imports included', () => {
    const fileEdges = new Map([...graph].map(([file, edges]) => [file, new Set(edges.map((e) => e.to))]));
    const cycles = stronglyConnected(fileEdges).filter((c) => c.length > 1);
    expect(cycles.filter((c) => c.some((file) => file.endsWith('/index.ts')))).toEqual([]);
  });

  it('checks a session with the session code only', () => {
    const loaded = runtimeClosure('plugins/auth.ts');
    expect(loaded).toContain('modules/auth/session.repository.ts');
    expect(loaded.filter((file) => !/^(plugins\/auth|modules\/auth\/(index|session\.repository))\.ts$|^(db|lib)\//.test(file))).toEqual([]);
  });

  it('loads neither the login flow nor a payment provider for a member route', () => {
    const routes = [...graph.keys()].filter(
      (file) => /^modules\/(?!admin\/)[^/]+\/[^/]+\.routes\.ts$/.test(file) && !NOT_SESSION_ROUTES.has(file),
    );
    expect(routes.length).toBeGreaterThan(15);
    const pulled = routes.flatMap((route) =>
      runtimeClosure(route)
        .filter((file) => LOGIN_OR_PAYMENT.test(file))
        .map((file) => `${route} -> ${file}`),
    );
    expect(pulled).toEqual([]);
  });
});

/** Every non-test source file under src, with the relative imports it makes (paths relative to src). */
function buildGraph(): Map<string, Edge[]> {
  const result = new Map<string, Edge[]>();
  for (const path of sourceFiles(src)) {
    const text = readFileSync(path, 'utf8');
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const edges: Edge[] = [];
    const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
      if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
        const to = resolveImport(path, specifier.text);
        if (to) {
          edges.push({ to: relative(src, to), typeOnly });
        }
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node)) {
        add(node.moduleSpecifier, importIsTypeOnly(node));
      } else if (ts.isExportDeclaration(node)) {
        add(node.moduleSpecifier, node.isTypeOnly || exportIsTypeOnly(node));
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        add(node.arguments[0], false);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    result.set(relative(src, path), edges);
  }
  return result;
}

function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) {
    return false;
  }
  if (clause.isTypeOnly) {
    return true;
  }
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return sourceFiles(path);
    }
    return /\.ts$/.test(name) && !/\.test\.ts$|\.test-helper\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, join(base, 'index.ts'), base];
  return candidates.find((c) => c.startsWith(`${src}/`) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** `modules/<name>` for a file inside a server module, else null. */
function moduleOf(file: string): string | null {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match ? `modules/${match[1]}` : null;
}

/** The files that loading `start` runs (type-only imports are erased), sorted. */
function runtimeClosure(start: string): string[] {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    for (const { to, typeOnly } of graph.get(stack.pop() ?? '') ?? []) {
      if (!typeOnly && !seen.has(to)) {
        seen.add(to);
        stack.push(to);
      }
    }
  }
  return [...seen].sort();
}

/** Tarjan's strongly connected components, each sorted, so a failure names every file of a cycle. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          component.push(member);
        }
      } while (member !== undefined && member !== node);
      components.push(component.sort());
    }
  };
  for (const node of edges.keys()) {
    if (!index.has(node)) {
      visit(node);
    }
  }
  return components;
}
