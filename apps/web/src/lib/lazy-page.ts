import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export, so every page (or dialog, or panel) is its own chunk without default exports. */
export function lazyPage<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
