// A small seeded PRNG (mulberry32), so a failing run can be repeated exactly with RESILIENCE_SEED.

/** The run's seed: RESILIENCE_SEED when set, otherwise a fresh 32-bit number (printed by run.mjs). */
export function runSeed() {
  const fromEnv = process.env.RESILIENCE_SEED;
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    const value = Number(fromEnv);
    if (!Number.isInteger(value)) throw new Error(`RESILIENCE_SEED must be an integer (got "${fromEnv}")`);
    return value >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}

/** A generator with the helpers the checks need; each check derives its own from the run's seed. */
export function prng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    bytes: (length) => Buffer.from(Array.from({ length }, () => int(0, 255))),
  };
}
