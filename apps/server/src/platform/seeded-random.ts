/**
 * mulberry32: a small, fast 32-bit generator of numbers in [0, 1) from a seed — the same numbers on
 * every run. For generated data (the seed, benches) and samples in tests; never for secrets.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
