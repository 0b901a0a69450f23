/**
 * Deterministic randomness for the demo generator. Every draw is keyed by the seed and a
 * descriptive key (e.g. `plan:12:41:130502`), so a value never depends on iteration order and a
 * change in one table leaves the others' numbers alone.
 */

/** 32-bit FNV-1a of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast PRNG returning floats in [0, 1). */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for one key under one seed. */
export function rngFor(seed: number, key: string): () => number {
  return createRng(hashString(`${seed}|${key}`));
}

/** A uniform draw in [0, 1) for one key. */
export function uniform(seed: number, key: string): number {
  return rngFor(seed, key)();
}

/** A standard normal draw for one key (Box–Muller). */
export function normal(seed: number, key: string): number {
  const next = rngFor(seed, key);
  const u = Math.max(next(), 1e-12);
  const v = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Picks `count` distinct items, in a key-determined order. */
export function pickSome<T>(items: readonly T[], count: number, seed: number, key: string): T[] {
  const next = rngFor(seed, key);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.max(0, Math.min(count, copy.length)));
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}
