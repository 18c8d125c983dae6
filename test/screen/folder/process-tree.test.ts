import { describe, expect, it } from 'vitest';
import { foregroundCommand } from '../../../src/screen/folder/process-tree.js';

const HEADER = '  PID  PPID COMMAND         COMMAND';

/** A row as `ps -o pid,ppid,comm,args --forest` lays it out under HEADER. */
function row(pid: number, ppid: number, comm: string, args: string): string {
  return `${String(pid).padStart(5)} ${String(ppid).padStart(5)} ${comm.padEnd(15)} ${args}`;
}

describe('foregroundCommand', () => {
  it('takes the command line of the deepest process', () => {
    const tree = [
      HEADER,
      ' 5138 10436 bash            bash -i',
      ' 5264  5138  \\_ node         \\_ node /home/devb/node_modules/.bin/copilot',
      ' 5278  5264      \\_ MainThr      \\_ /home/devb/node_modules/@github/copilot-linux-x64/copilot',
      '',
    ].join('\n');
    expect(foregroundCommand(tree)).toBe('/home/devb/node_modules/@github/copilot-linux-x64/copilot');
  });

  it('reads the full command line even where the short name column is cut and shifted', () => {
    const tree = [
      HEADER,
      '22220 17686 bash            bash --norc -i',
      '22345 22344          \\_ nod          \\_ node /home/deva/node_modules/.bin/codex',
      '22368 22345             cod              \\_ /home/deva/codex --flag',
    ].join('\n');
    expect(foregroundCommand(tree)).toBe('/home/deva/codex --flag');
  });

  it('takes the first of several equally deep processes', () => {
    const tree = [HEADER, row(1, 0, 'bash', 'bash'), row(2, 1, ' \\_ a', '\\_ first'), row(3, 1, ' \\_ b', '\\_ second')].join('\n');
    expect(foregroundCommand(tree)).toBe('first');
  });

  it('passes over a process whose command line ps could not read', () => {
    const tree = [
      HEADER,
      '19093 19072  \\_ node         \\_ node /home/devb/node_modules/.bin/copilot',
      '19636 19105          \\_ cop          \\_ [copilot-runtime]',
    ].join('\n');
    expect(foregroundCommand(tree)).toBe('node /home/devb/node_modules/.bin/copilot');
  });

  it('gives the shell when nothing runs under it, and nothing for a listing without a header', () => {
    expect(foregroundCommand(`${HEADER}\n29140 29139 bash            bash --norc -i\n`)).toBe('bash --norc -i');
    expect(foregroundCommand('bash -i\n')).toBeUndefined();
    expect(foregroundCommand('')).toBeUndefined();
  });
});
