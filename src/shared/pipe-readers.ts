// Whether anyone still reads the pipe this process writes to, without writing to it.
//
// A write to a pipe nobody reads fails with EPIPE, so a command that prints often learns at its next
// line that `| head -1` has left. One that waits for something to change (watch on a quiet pane)
// may not print for hours; Node offers no poll() to see the pipe's reading end close. Linux's /proc
// shows which processes hold that end open, and that is what is asked here.

import { fstatSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';

interface Holder {
  readonly pid: string;
  readonly fd: string;
}

const O_ACCMODE = 0o3;
const O_WRONLY = 0o1;

/** True when process `pid`'s descriptor `fd` is open for reading on the pipe `link` (`pipe:[1234]`). */
function readsPipe(pid: string, fd: string, link: string): boolean {
  try {
    if (readlinkSync(`/proc/${pid}/fd/${fd}`) !== link) return false;
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'));
    return flags !== null && (parseInt(flags[1]!, 8) & O_ACCMODE) !== O_WRONLY;
  } catch {
    return false;
  }
}

/** Every descriptor of every process this user may look into that reads the pipe `link`; this process's own aside. */
function readersOf(link: string): Holder[] {
  const found: Holder[] = [];
  const self = String(process.pid);
  for (const pid of readdirSync('/proc')) {
    if (pid === self || !/^\d+$/.test(pid)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) if (readsPipe(pid, fd, link)) found.push({ pid, fd });
  }
  return found;
}

export interface PipeReaders {
  /** True once no process holds the pipe's reading end any more. */
  gone(): boolean;
}

/**
 * Follows the readers of the pipe at descriptor `fd` (standard output by default), or returns null
 * when that cannot be told: not a pipe (a terminal, a file, a socket), no /proc, or no reader this
 * user can see (one run by another user). The readers are found once by walking /proc, and then
 * only they are looked at; when all of them have closed the pipe, a second walk makes sure no
 * process they handed it to still holds it.
 */
export function followPipeReaders(fd = 1): PipeReaders | null {
  let link: string;
  try {
    if (!fstatSync(fd).isFIFO()) return null;
    link = readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
  let readers = readersOf(link);
  if (readers.length === 0) return null;
  return {
    gone() {
      if (readers.some((reader) => readsPipe(reader.pid, reader.fd, link))) return false;
      readers = readersOf(link);
      return readers.length === 0;
    },
  };
}
