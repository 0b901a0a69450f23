/** Type guards that narrow a value checked at run time, so callers need no cast. */

/** Whether a value is one of a list of literals (a table key, a role, a trade state), narrowed to their type. */
export function isOneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return values.some((v) => v === value);
}

/** Whether a value (parsed JSON, say) is a plain object whose fields can be read by name. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
