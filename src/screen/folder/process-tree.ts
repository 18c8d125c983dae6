// Reads the foreground command line out of a `ps --forest` listing, as the lab's meta.json records it.

// `ps -o pid,ppid,comm,args --forest`: the last COMMAND heading starts the full command line column,
// where the forest drawing (`\_ `) shows each process's depth.
const FOREST_PREFIX = /^[ |]*\\_ /;

function depthAndCommand(args: string): { depth: number; command: string } {
  const prefix = FOREST_PREFIX.exec(args)?.[0] ?? /^ */.exec(args)?.[0] ?? '';
  return { depth: prefix.length, command: args.slice(prefix.length).trim() };
}

/**
 * The command line of the deepest process in the tree (the first one, when several are equally deep):
 * the foreground program under the shell and any wrappers. Undefined when the listing has no usable rows.
 */
export function foregroundCommand(processTree: string): string | undefined {
  const lines = processTree.split('\n');
  const headerIndex = lines.findIndex((line) => /\bPID\b/.test(line) && line.includes('COMMAND'));
  if (headerIndex === -1) return undefined;
  const argsColumn = (lines[headerIndex] as string).lastIndexOf('COMMAND');
  let deepest: { depth: number; command: string } | undefined;
  for (const line of lines.slice(headerIndex + 1)) {
    if (line.length <= argsColumn) continue;
    const row = depthAndCommand(line.slice(argsColumn));
    // ps shows `[name]` when it cannot read a command line (an exiting or defunct process): copilot-cli's
    // `[copilot-runtime]` helper is one, and names nothing the parent does not.
    if (row.command === '' || /^\[.*\]$/.test(row.command)) continue;
    if (deepest === undefined || row.depth > deepest.depth) deepest = row;
  }
  return deepest?.command;
}
