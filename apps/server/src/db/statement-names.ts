import type pg from 'pg';

/**
 * The SQL texts PostgreSQL keeps as named (server-side prepared) statements: only the hot queries
 * db/prepared.ts builds once, a fixed handful, so each connection holds a bounded set. Kysely sends
 * every query unnamed, and PostgreSQL then parses and plans it on every call: on a small read that
 * costs more than running it (docs/performance.md, PostgreSQL). database.ts has every pooled
 * client send them by name (`withNamedStatements`).
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

/**
 * Sends the queries named here as named statements: PostgreSQL parses and plans each
 * once per connection, and later calls only bind and run it. Everything else goes as before.
 */
export function withNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((textOrConfig: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof textOrConfig === 'string' && Array.isArray(values) ? statementNameOf(textOrConfig) : undefined;
    return name ? query({ name, text: textOrConfig, values }) : query(textOrConfig, values, callback);
  }) as typeof client.query;
}
