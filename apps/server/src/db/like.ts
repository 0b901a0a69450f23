import { sql, type RawBuilder } from 'kysely';

/** A keyword as a LIKE pattern matching it anywhere: %, _ and \ in it are escaped, so they are just text. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL. */
export function likeEscaped(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
