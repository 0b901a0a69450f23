/**
 * The SQL texts PostgreSQL keeps as named (server-side prepared) statements: only the hot queries
 * db/prepared.ts builds once, a fixed handful, so each connection holds a bounded set. Kysely sends
 * every query unnamed, and PostgreSQL then parses and plans it on every call: on a small read that
 * costs more than running it (docs/performance.md, PostgreSQL).
 */
const names = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (!names.has(sql)) {
    names.set(sql, `yzy_${names.size + 1}`);
  }
}

export function statementNameOf(sql: string): string | undefined {
  return names.get(sql);
}
