// The rules of docs/testing.md, checked by ESLint in test files (Vitest and Playwright).
//
// tests/no-own-timeout         a test, a hook, a file or one expectation sets its own timeout; the
//                              projects' timeouts (vitest.config.ts, e2e/playwright.config.ts) bound a hang
// tests/no-vacuous-list-check  `expect(list.every(ok)).toBe(true)` and a loop of expects over a list
//                              (for…of, forEach) pass when the list is empty: wrap the list in
//                              nonEmpty(…) or assert its length first; where an empty list is a right
//                              answer, say so with `expect(list.filter(bad)).toEqual([])`
// tests/no-clock-assertion     an assertion on elapsed wall-clock time (Date.now(), performance.now())
//                              fails on a busy machine: drive the clock or count calls instead
//
// Each rule decides from the file alone, so it is a matter of practice, not proof: a guard it does
// not recognise can be written as nonEmpty(list) or as a length assertion just before.

const TEST_RUNNER = new Set(['it', 'test', 'describe', 'suite', 'bench', 'beforeAll', 'beforeEach', 'afterAll', 'afterEach']);
/** Playwright actions and waits whose options may carry a timeout. */
const PLAYWRIGHT_WAITS = new Set([
  'check',
  'click',
  'dblclick',
  'fill',
  'goto',
  'hover',
  'press',
  'pressSequentially',
  'reload',
  'selectOption',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
  'waitFor',
  'waitForEvent',
  'waitForFunction',
  'waitForLoadState',
  'waitForRequest',
  'waitForResponse',
  'waitForSelector',
  'waitForURL',
]);
const TESTING_LIBRARY_WAITS = /^(find(All)?By\w+|waitFor|waitForElementToBeRemoved)$/;

const isClockCall = (node) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  !node.callee.computed &&
  node.callee.property.name === 'now' &&
  node.callee.object.type === 'Identifier' &&
  (node.callee.object.name === 'Date' || node.callee.object.name === 'performance');

const hasTimeoutKey = (node) =>
  node?.type === 'ObjectExpression' &&
  node.properties.some(
    (p) =>
      p.type === 'Property' &&
      !p.computed &&
      ((p.key.type === 'Identifier' && /^(timeout|testTimeout|hookTimeout)$/.test(p.key.name)) || p.key.value === 'timeout'),
  );

const isNumber = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'number') ||
  (node?.type === 'BinaryExpression' && isNumber(node.left) && isNumber(node.right));

const unwrap = (node) => {
  let n = node;
  while (
    n &&
    (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'TSNonNullExpression' || n.type === 'ChainExpression')
  ) {
    n = n.expression;
  }
  return n;
};

/** The identifier a callee chain starts from: `it` for it.each(rows)(…), `test` for test.describe.serial(…). */
function rootName(callee) {
  let n = unwrap(callee);
  for (;;) {
    if (n?.type === 'Identifier') {
      return n.name;
    }
    if (n?.type === 'MemberExpression') {
      n = unwrap(n.object);
    } else if (n?.type === 'CallExpression') {
      n = unwrap(n.callee);
    } else {
      return null;
    }
  }
}

/** The `expect(…)` call a matcher chain hangs from (expect(x).not.toBe…), or null. */
function expectCallOf(member) {
  let n = unwrap(member.object);
  while (n?.type === 'MemberExpression') {
    n = unwrap(n.object);
  }
  if (n?.type === 'AwaitExpression') {
    n = unwrap(n.argument);
  }
  if (n?.type === 'CallExpression') {
    const callee = unwrap(n.callee);
    if (callee.type === 'Identifier' && callee.name === 'expect') {
      return n;
    }
    if (callee.type === 'MemberExpression' && rootName(callee) === 'expect' && ['soft', 'poll'].includes(callee.property.name)) {
      return n;
    }
  }
  return null;
}

/** Whether `node` sits inside the callback of `expect(fn).toPass(…)`: a retry loop, whose tries may time out quickly. */
function insideToPass(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') {
      const call = n.parent;
      if (
        call?.type === 'CallExpression' &&
        call.arguments[0] === n &&
        unwrap(call.callee).type === 'Identifier' &&
        unwrap(call.callee).name === 'expect'
      ) {
        const matcher = call.parent;
        if (matcher?.type === 'MemberExpression' && matcher.property.name === 'toPass') {
          return true;
        }
      }
    }
  }
  return false;
}

const noOwnTimeout = {
  meta: {
    type: 'problem',
    docs: { description: 'No per-file, per-test or per-expectation timeouts in tests (docs/testing.md, Timeouts)' },
    schema: [],
    messages: {
      test: 'A test or hook sets its own timeout: the project timeouts bound a hang (docs/testing.md, Timeouts). Make it faster or wait on state.',
      file: 'A file sets its own timeouts ({{how}}): the project timeouts bound a hang (docs/testing.md, Timeouts).',
      wait: 'One {{what}} sets its own timeout: wait on state with the configured default (docs/testing.md, Timeouts). Inside expect(…).toPass, a try may time out quickly.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = unwrap(node.callee);
        const name =
          callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : callee.type === 'Identifier' ? callee.name : null;
        const root = rootName(callee);

        // test.setTimeout(…), test.slow(), vi.setConfig({ testTimeout }), expect.configure({ timeout }), test.describe.configure({ timeout }).
        if (callee.type === 'MemberExpression' && root === 'test' && (name === 'setTimeout' || name === 'slow')) {
          context.report({ node, messageId: 'file', data: { how: `test.${name}` } });
          return;
        }
        if (name === 'setConfig' && root === 'vi' && hasTimeoutKey(node.arguments[0])) {
          context.report({ node, messageId: 'file', data: { how: 'vi.setConfig' } });
          return;
        }
        if (name === 'configure' && hasTimeoutKey(node.arguments[0])) {
          context.report({ node, messageId: 'file', data: { how: `${root}.configure` } });
          return;
        }

        // it(name, fn, 60_000), it(name, { timeout }, fn), beforeAll(fn, 60_000), it.each(rows)(name, fn, { timeout }).
        if (
          root &&
          TEST_RUNNER.has(root) &&
          (callee.type === 'Identifier' || callee.type === 'MemberExpression' || callee.type === 'CallExpression')
        ) {
          const fnIndex = node.arguments.findIndex((a) => a.type === 'ArrowFunctionExpression' || a.type === 'FunctionExpression');
          if (fnIndex !== -1) {
            const options = node.arguments.filter((a, i) => i !== fnIndex && (hasTimeoutKey(a) || (i > fnIndex && isNumber(a))));
            if (options.length > 0) {
              context.report({ node: options[0], messageId: 'test' });
              return;
            }
          }
        }

        if (insideToPass(node)) {
          return;
        }
        const options = node.arguments.find(hasTimeoutKey);
        if (!options) {
          return;
        }
        // expect(x).toBeVisible({ timeout }), expect.poll(fn, { timeout }); toPass({ timeout }) bounds a retry loop.
        if (callee.type === 'MemberExpression' && expectCallOf(callee) && name !== 'toPass') {
          context.report({ node: options, messageId: 'wait', data: { what: 'expectation' } });
        } else if (callee.type === 'MemberExpression' && name === 'poll' && root === 'expect') {
          context.report({ node: options, messageId: 'wait', data: { what: 'expect.poll' } });
        } else if (name && TESTING_LIBRARY_WAITS.test(name)) {
          context.report({ node: options, messageId: 'wait', data: { what: name } });
        } else if (callee.type === 'MemberExpression' && name && PLAYWRIGHT_WAITS.has(name)) {
          context.report({ node: options, messageId: 'wait', data: { what: name } });
        }
      },
    };
  },
};

/** Source text of a node, for comparing a list with the list a guard names. */
const textOf = (context, node) => context.sourceCode.getText(unwrap(node)).replace(/\s+/g, '');

const positive = (node, min) => isNumber(node) && Number(node.value ?? 1) >= min;

/** Whether an expect's actual names the list itself, or a copy of the same length (`list.map(…)`, `[...list]`). */
const namesList = (actual, list) =>
  actual === list ||
  actual === `[...${list}]` ||
  actual.startsWith(`${list}.map(`) ||
  actual.includes(`(${list}.map(`) ||
  actual.includes(`[...${list}.map(`);

/**
 * Whether a statement asserts that `list` holds something: expect(list.length).toBeGreaterThan(0),
 * expect(list).toHaveLength(3), expect(list.map(f)).toEqual([a, b]), expect(list.some(ok)).toBe(true), nonEmpty(list)…
 */
function guards(context, statement, list) {
  let expr = statement?.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  if (expr?.type === 'AwaitExpression') {
    expr = unwrap(expr.argument);
  }
  if (expr?.type !== 'CallExpression') {
    return false;
  }
  const callee = unwrap(expr.callee);
  if (callee.type === 'Identifier' && callee.name === 'nonEmpty') {
    return expr.arguments[0] !== undefined && textOf(context, expr.arguments[0]) === list;
  }
  if (callee.type !== 'MemberExpression') {
    return false;
  }
  const call = expectCallOf(callee);
  if (!call || !call.arguments[0]) {
    return false;
  }
  const actual = textOf(context, call.arguments[0]);
  const negated = callee.object.type === 'MemberExpression' && callee.object.property.name === 'not';
  const matcher = callee.property.name;
  const [arg] = expr.arguments;
  const negative = arg?.type === 'UnaryExpression' && arg.operator === '-';
  if (actual === `${list}.length` || actual === `${list}.size`) {
    if (negated) {
      return matcher === 'toBe' && isNumber(arg) && arg.value === 0;
    }
    return (
      (matcher === 'toBeGreaterThan' && arg !== undefined && !negative) ||
      (matcher === 'toBeGreaterThanOrEqual' && (positive(arg, 1) || (arg !== undefined && !isNumber(arg) && !negative))) ||
      ((matcher === 'toBe' || matcher === 'toEqual') && positive(arg, 1))
    );
  }
  // expect(list.some(ok)).toBe(true): something is there.
  if (!negated && (actual.startsWith(`${list}.some(`) || actual.startsWith(`${list}.includes(`))) {
    return (matcher === 'toBe' && arg?.type === 'Literal' && arg.value === true) || matcher === 'toBeTruthy';
  }
  if (namesList(actual, list)) {
    if (negated) {
      return matcher === 'toHaveLength' && isNumber(arg) && arg.value === 0;
    }
    return (
      (matcher === 'toHaveLength' && positive(arg, 1)) ||
      ['toContain', 'toContainEqual'].includes(matcher) ||
      (['toEqual', 'toStrictEqual'].includes(matcher) && arg?.type === 'ArrayExpression' && arg.elements.length > 0)
    );
  }
  return false;
}

/** A constant by convention (WORLDS, IMPORT_TABLE_KEYS): fixed data of the program, taken as holding something. */
const isConstantName = (node) => node?.type === 'Identifier' && /^[A-Z][A-Z_0-9]*$/.test(node.name);

/** The initialiser of a `const` the identifier names, if any. */
function constInit(context, node, at) {
  let scope = context.sourceCode.getScope(at);
  while (scope) {
    const variable = scope.set.get(node.name);
    if (variable) {
      const def = variable.defs[0];
      return def?.type === 'Variable' && def.parent.kind === 'const' && def.node.init ? def.node : null;
    }
    scope = scope.upper;
  }
  return null;
}

/** Whether an object expression (or a const bound to one, or a constant) has keys. */
function knownNonEmptyObject(context, objNode, at) {
  const node = unwrap(objNode);
  if (node?.type === 'ObjectExpression') {
    return node.properties.length > 0;
  }
  if (isConstantName(node)) {
    return true;
  }
  if (node?.type === 'Identifier') {
    const def = constInit(context, node, at);
    return def !== null && knownNonEmptyObject(context, def.init, def);
  }
  return false;
}

/** Whether a list expression cannot be empty, or was asserted non-empty earlier in the enclosing blocks. */
function knownNonEmpty(context, listNode, at) {
  let node = unwrap(listNode);
  if (node?.type === 'AwaitExpression') {
    node = unwrap(node.argument);
  }
  if (!node) {
    return false;
  }
  if (node.type === 'ArrayExpression') {
    return node.elements.some((e) => e && (e.type !== 'SpreadElement' || knownNonEmpty(context, e.argument, at)));
  }
  if (isConstantName(node)) {
    return true;
  }
  if (node.type === 'CallExpression') {
    const callee = unwrap(node.callee);
    const [arg] = node.arguments;
    if (callee.type === 'Identifier' && callee.name === 'nonEmpty') {
      return true;
    }
    if (callee.type !== 'MemberExpression' || callee.computed) {
      return false;
    }
    const object = unwrap(callee.object);
    const method = callee.property.name;
    // Object.entries({ a: 1 }), Object.keys(TABLES), Array.from({ length: 3 }, …), Promise.all([a, b]).
    if (object.type === 'Identifier' && object.name === 'Object' && ['entries', 'keys', 'values'].includes(method)) {
      return knownNonEmptyObject(context, arg, at);
    }
    if (object.type === 'Identifier' && object.name === 'Array' && method === 'from') {
      const length = unwrap(arg)?.properties?.find((p) => p.key?.name === 'length');
      return length !== undefined && positive(length.value, 1);
    }
    if (object.type === 'Identifier' && object.name === 'Promise' && (method === 'all' || method === 'allSettled')) {
      return knownNonEmpty(context, arg, at);
    }
    // Copies of the same length: list.map(f), list.entries(), [..].reverse(), list.slice(0, n).
    if (['map', 'entries', 'keys', 'values', 'reverse', 'toReversed', 'toSorted', 'sort'].includes(method)) {
      return knownNonEmpty(context, object, at);
    }
    if (
      method === 'slice' &&
      isNumber(arg) &&
      arg.value === 0 &&
      (node.arguments.length < 2 || positive(node.arguments[1], 1) || node.arguments[1].type === 'Identifier')
    ) {
      return knownNonEmpty(context, object, at);
    }
    return false;
  }
  if (node.type !== 'Identifier' && node.type !== 'MemberExpression') {
    return false;
  }
  // A constant bound to something that holds something (a literal, nonEmpty(…), Promise.all of a literal…).
  if (node.type === 'Identifier') {
    const def = constInit(context, node, at);
    if (def && knownNonEmpty(context, def.init, def)) {
      return true;
    }
  }
  // A statement before this one, in this block or an enclosing one, that asserts the list holds something.
  const list = textOf(context, node);
  for (let child = at, parent = at.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'BlockStatement' || parent.type === 'Program') {
      const index = parent.body.indexOf(child);
      if (parent.body.slice(0, index).some((s) => guards(context, s, list))) {
        return true;
      }
    }
    if (parent.type === 'ArrowFunctionExpression' || parent.type === 'FunctionExpression' || parent.type === 'FunctionDeclaration') {
      break;
    }
  }
  return false;
}

function containsExpect(node, keys) {
  if (!node || typeof node.type !== 'string') {
    return false;
  }
  if (node.type === 'CallExpression' && unwrap(node.callee).type === 'Identifier' && unwrap(node.callee).name === 'expect') {
    return true;
  }
  return (keys[node.type] ?? []).some((key) => {
    const value = node[key];
    return Array.isArray(value) ? value.some((v) => containsExpect(v, keys)) : containsExpect(value, keys);
  });
}

const statementOf = (node) => {
  let n = node;
  while (n.parent && n.parent.type !== 'BlockStatement' && n.parent.type !== 'Program') {
    n = n.parent;
  }
  return n;
};

const noVacuousListCheck = {
  meta: {
    type: 'problem',
    docs: { description: 'No assertion over a list that passes when the list is empty (docs/testing.md)' },
    schema: [],
    messages: {
      every:
        '`expect(list.{{method}}(…)).{{matcher}}` passes when the list is empty: wrap the list in nonEmpty(…) or assert its length first (docs/testing.md).',
      loop: 'Expectations in a loop over a list pass when the list is empty: wrap the list in nonEmpty(…) or assert its length first (docs/testing.md).',
    },
  },
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    return {
      CallExpression(node) {
        const callee = unwrap(node.callee);
        if (callee.type !== 'MemberExpression' || !callee.object || callee.computed) {
          return;
        }
        // expect(list.every(ok)).toBe(true), expect(list.some(bad)).toBe(false)
        const call = expectCallOf(callee);
        const actual = call && unwrap(call.arguments[0]);
        const negated = callee.object.type === 'MemberExpression' && callee.object.property.name === 'not';
        if (
          actual?.type === 'CallExpression' &&
          unwrap(actual.callee).type === 'MemberExpression' &&
          call === unwrap(callee.object.type === 'MemberExpression' ? callee.object.object : callee.object)
        ) {
          const method = unwrap(actual.callee).property.name;
          const [arg] = node.arguments;
          const claims = (value) =>
            (['toBe', 'toEqual', 'toStrictEqual'].includes(callee.property.name) &&
              arg?.type === 'Literal' &&
              (arg.value === value) !== negated) ||
            (callee.property.name === (value ? 'toBeTruthy' : 'toBeFalsy') && !negated);
          // `expect(list.some(bad)).toBe(false)` says nothing is there, which an empty list satisfies by right.
          const vacuous = method === 'every' && claims(true);
          if (vacuous && !knownNonEmpty(context, unwrap(actual.callee).object, statementOf(node))) {
            context.report({ node, messageId: 'every', data: { method, matcher: context.sourceCode.getText(callee.property) + '(…)' } });
          }
          return;
        }
        // list.forEach((x) => expect(…))
        if (
          callee.property.name === 'forEach' &&
          containsExpect(node.arguments[0], keys) &&
          !knownNonEmpty(context, callee.object, statementOf(node))
        ) {
          context.report({ node, messageId: 'loop' });
        }
      },
      ForOfStatement(node) {
        if (containsExpect(node.body, keys) && !knownNonEmpty(context, node.right, node)) {
          context.report({ node: node.right, messageId: 'loop' });
        }
      },
    };
  },
};

/** Identifiers given a clock reading anywhere in the file: `const started = Date.now()`, `at = performance.now()`. */
function clockNames(program, keys) {
  const names = new Set();
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') {
      return;
    }
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && isClockCall(unwrap(node.init))) {
      names.add(node.id.name);
    }
    if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier' && isClockCall(unwrap(node.right))) {
      names.add(node.left.name);
    }
    for (const key of keys[node.type] ?? []) {
      const value = node[key];
      if (Array.isArray(value)) {
        value.forEach(visit);
      } else {
        visit(value);
      }
    }
  };
  visit(program);
  return names;
}

const noClockAssertion = {
  meta: {
    type: 'problem',
    docs: { description: 'No assertion on elapsed wall-clock time in tests (docs/testing.md)' },
    schema: [],
    messages: {
      clock:
        'An assertion on elapsed wall-clock time fails on a busy machine: drive the clock (vi.useFakeTimers) or count what happened (docs/testing.md).',
    },
  },
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    let clocks = new Set();
    const readsClock = (node) => {
      const n = unwrap(node);
      if (!n) {
        return false;
      }
      if (isClockCall(n) || (n.type === 'Identifier' && clocks.has(n.name))) {
        return true;
      }
      return (
        n.type !== 'ArrowFunctionExpression' &&
        n.type !== 'FunctionExpression' &&
        (keys[n.type] ?? []).some((key) => {
          const value = n[key];
          return Array.isArray(value) ? value.some(readsClock) : readsClock(value);
        })
      );
    };
    /** An elapsed time: a clock reading minus something that is not a constant (or the other way round). */
    const elapsed = (node) => {
      const n = unwrap(node);
      if (!n || typeof n.type !== 'string') {
        return false;
      }
      if (n.type === 'BinaryExpression' && n.operator === '-') {
        // `start + WINDOW - 1` moves a reading by a constant; `Date.now() - started` is a time that passed.
        const constant = (x) => isNumber(x) || (x.type === 'Identifier' && /^[A-Z][A-Z_0-9]*$/.test(x.name));
        const [a, b] = [unwrap(n.left), unwrap(n.right)];
        if ((readsClock(a) && !constant(b)) || (readsClock(b) && !constant(a))) {
          return true;
        }
      }
      return (
        n.type !== 'ArrowFunctionExpression' &&
        n.type !== 'FunctionExpression' &&
        (keys[n.type] ?? []).some((key) => {
          const value = n[key];
          return Array.isArray(value) ? value.some(elapsed) : elapsed(value);
        })
      );
    };
    return {
      Program(program) {
        clocks = clockNames(program, keys);
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        if (callee.type === 'Identifier' && callee.name === 'expect' && node.arguments[0] && elapsed(node.arguments[0])) {
          context.report({ node, messageId: 'clock' });
        }
      },
    };
  },
};

export default {
  rules: {
    'no-own-timeout': noOwnTimeout,
    'no-vacuous-list-check': noVacuousListCheck,
    'no-clock-assertion': noClockAssertion,
  },
};
