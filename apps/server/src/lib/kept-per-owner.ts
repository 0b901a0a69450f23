/**
 * The map an owner object keeps its derived values in, made on first use. The owners are immutable
 * things shared for a while (an evaluation's plans, a loaded universe): whatever is worked out from
 * one is kept beside it and goes with it, so nothing needs evicting.
 */
export function keptFor<O extends object, K, V>(kept: WeakMap<O, Map<K, V>>, owner: O): Map<K, V> {
  let values = kept.get(owner);
  if (!values) {
    values = new Map();
    kept.set(owner, values);
  }
  return values;
}

/** The value kept under `key` for `owner`, made by `make` the first time it is asked for. */
export function keptValue<O extends object, K, V>(kept: WeakMap<O, Map<K, V>>, owner: O, key: K, make: () => V): V {
  const values = keptFor(kept, owner);
  let value = values.get(key);
  if (value === undefined) {
    value = make();
    values.set(key, value);
  }
  return value;
}
