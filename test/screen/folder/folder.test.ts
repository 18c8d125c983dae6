import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCapture } from '../../../src/screen/read-capture.js';
import { readTextScreen } from '../../../src/screen/text/text.js';
import { CORPUS_DIR } from '../../corpus/corpus.js';
import { expectRejectCode } from '../../support/errors.js';
import { cast, useTempDir } from '../temp-dir.js';

const temp = useTempDir();

const meta = {
  vendor: 'claude-code',
  cols: 30,
  rows: 4,
  pane_current_command: 'claude',
  process_tree: '  PID  PPID COMMAND         COMMAND\n16054  9174 bash            bash --norc -i\n16062 16054  \\_ claude       \\_ claude --resume\n',
};

function folder(name: string, files: Record<string, string>): string {
  for (const [file, content] of Object.entries(files)) temp.write(`${name}/${file}`, content);
  return temp.path(name);
}

describe('a capture folder', () => {
  it('prefers screen.ansi, and carries process, argv and vendor from meta.json', async () => {
    const dir = folder('both', {
      'screen.ansi': '\x1b[1mfrom ansi\x1b[0m\n',
      'screen.txt': 'from txt\n',
      'meta.json': JSON.stringify(meta),
    });
    expect(await readCapture(dir)).toEqual({
      lines: ['from ansi'],
      cols: 30,
      rows: 4,
      process: { name: 'claude', argv: 'claude --resume' },
      vendor: 'claude-code',
    });
  });

  it('falls back to screen.txt', async () => {
    const dir = folder('text-only', { 'screen.txt': 'from txt\n', 'meta.json': JSON.stringify(meta) });
    expect(await readCapture(dir)).toMatchObject({ lines: ['from txt'], cols: 30, rows: 4 });
  });

  it('falls back to the final screen of rec.cast, at the recording own size', async () => {
    const dir = folder('cast-only', { 'rec.cast': cast(12, 2, [[0.1, 'o', 'replayed']]), 'meta.json': JSON.stringify(meta) });
    expect(await readCapture(dir)).toMatchObject({ lines: ['replayed', ''], cols: 12, rows: 2, vendor: 'claude-code' });
  });

  it('lets the caller geometry win over meta.json', async () => {
    const dir = folder('geometry', { 'screen.txt': 'x\n', 'meta.json': JSON.stringify(meta) });
    expect(await readCapture(dir, { cols: 80, rows: 24 })).toMatchObject({ cols: 80, rows: 24 });
  });

  it('reads a folder without meta.json, with no process or vendor', async () => {
    const screen = await readCapture(folder('no-meta', { 'screen.txt': 'plain\n' }));
    expect(screen).toEqual({ lines: ['plain'], cols: 5, rows: 1 });
  });

  it('refuses a folder with no screen in it', async () => {
    const dir = folder('empty', { 'meta.json': '{}' });
    const error = await expectRejectCode(readCapture(dir), 'capture.folder');
    expect(error.location.file).toBe(dir);
  });

  it('points at a broken meta.json', async () => {
    const dir = folder('bad-meta', { 'screen.txt': 'x\n', 'meta.json': '{\n  "vendor": "codex",\n}\n' });
    const error = await expectRejectCode(readCapture(dir), 'capture.meta');
    expect(error.location).toEqual({ file: join(dir, 'meta.json'), line: 3, column: 1 });
  });

  it("a size out of bounds in meta.json is meta.json's fault, not the caller's", async () => {
    const dir = folder('bad-meta-size', { 'screen.txt': 'x\n', 'meta.json': JSON.stringify({ ...meta, cols: 0 }) });
    const error = await expectRejectCode(readCapture(dir), 'capture.meta');
    expect(error.location.file).toBe(join(dir, 'meta.json'));
    await expectRejectCode(readCapture(folder('good-meta', { 'screen.txt': 'x\n' }), { cols: 0 }), 'capture.geometry');
  });

  it('reads a corpus folder to the same lines as its screen.txt', async () => {
    const dir = join(CORPUS_DIR, 'claude-code/ready-composer-empty__120x40');
    const screen = await readCapture(dir);
    expect(screen.lines).toEqual(readTextScreen(readFileSync(join(dir, 'screen.txt'), 'utf8')).lines);
    expect(screen).toMatchObject({ cols: 120, rows: 40, process: { name: 'claude', argv: 'claude' }, vendor: 'claude-code' });
  });

  it('names the program behind a node wrapper from the process tree', async () => {
    const screen = await readCapture(join(CORPUS_DIR, 'copilot-cli/rec-byok-trust-to-reply'));
    expect(screen.process).toEqual({ name: 'node', argv: '/home/devb/node_modules/@github/copilot-linux-x64/copilot' });
  });
});
