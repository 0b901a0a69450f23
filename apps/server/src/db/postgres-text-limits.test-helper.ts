import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type ColumnDefinitionNode,
  type KyselyPlugin,
  type OperationNode,
} from 'kysely';
import { migrations } from './migrations/index';

/** table → column → longest text PostgreSQL accepts (characters); columns without a limit are left out. */
export type TextLimits = Map<string, Map<string, number>>;

const nameOf = (node: unknown): string => {
  const n = node as { table?: { identifier?: { name?: string } }; column?: { name?: string } };
  return n.table?.identifier?.name ?? n.column?.name ?? '';
};

/** `varchar(50)` → 50; text and non-text types → null. */
function limitOf(dataType: OperationNode | undefined): number | null {
  const type = (dataType as { dataType?: string } | undefined)?.dataType ?? '';
  const match = /^(?:varchar|char)\((\d+)\)$/i.exec(type);
  return match ? Number(match[1]) : null;
}

/**
 * The length limits of PostgreSQL's text columns, as every migration leaves them: each migration's
 * `up` runs in order against a Kysely that speaks PostgreSQL but sends nothing (DummyDriver), and
 * the schema statements it builds are replayed here (create table, add/alter/drop/rename column,
 * rename/drop table). SQLite keeps the declared type of a column as first created and enforces no
 * length, so this is how a test on SQLite knows what PostgreSQL would refuse.
 */
export async function postgresTextLimits(): Promise<TextLimits> {
  const nodes: OperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [recorder],
  });
  for (const name of Object.keys(migrations).sort()) {
    await migrations[name].up(db);
  }
  await db.destroy();

  const limits: TextLimits = new Map();
  const define = (table: string, column: ColumnDefinitionNode) => {
    const columns = limits.get(table) ?? new Map<string, number>();
    limits.set(table, columns);
    const limit = limitOf(column.dataType);
    if (limit === null) {
      columns.delete(nameOf(column.column));
    } else {
      columns.set(nameOf(column.column), limit);
    }
  };
  for (const node of nodes) {
    if (node.kind === 'CreateTableNode') {
      const create = node as unknown as { table: unknown; columns: readonly ColumnDefinitionNode[] };
      limits.set(nameOf(create.table), new Map());
      create.columns.forEach((c) => define(nameOf(create.table), c));
    } else if (node.kind === 'DropTableNode') {
      limits.delete(nameOf((node as unknown as { table: unknown }).table));
    } else if (node.kind === 'AlterTableNode') {
      const alter = node as unknown as {
        table: unknown;
        renameTo?: unknown;
        columnAlterations?: readonly { kind: string; column: unknown; dataType?: OperationNode; renameTo?: unknown }[];
      };
      const table = nameOf(alter.table);
      const columns = limits.get(table) ?? new Map<string, number>();
      limits.set(table, columns);
      for (const change of alter.columnAlterations ?? []) {
        const column = change.kind === 'AddColumnNode' ? nameOf((change.column as { column: unknown }).column) : nameOf(change.column);
        if (change.kind === 'AddColumnNode') {
          define(table, change.column as ColumnDefinitionNode);
        } else if (change.kind === 'DropColumnNode') {
          columns.delete(column);
        } else if (change.kind === 'AlterColumnNode' && change.dataType) {
          const limit = limitOf(change.dataType);
          if (limit === null) {
            columns.delete(column);
          } else {
            columns.set(column, limit);
          }
        } else if (change.kind === 'RenameColumnNode' && columns.has(column)) {
          columns.set(nameOf(change.renameTo), columns.get(column) ?? 0);
          columns.delete(column);
        }
      }
      if (alter.renameTo) {
        limits.set(nameOf(alter.renameTo), columns);
        limits.delete(table);
      }
    }
  }
  return limits;
}
