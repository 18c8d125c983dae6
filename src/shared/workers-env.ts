// PTYSCREEN_WORKERS: how many worker threads a user asked for, read the same way by every parallel path.

/** The asked-for count (0 keeps work in the main thread, at most 16), or undefined when unset; a value that is not a whole number counts as 0. */
export function workersAskedFor(env: NodeJS.ProcessEnv): number | undefined {
  const asked = env.PTYSCREEN_WORKERS;
  if (asked === undefined || asked === '') return undefined;
  const count = Number(asked);
  return Number.isInteger(count) && count >= 0 ? Math.min(count, 16) : 0;
}
