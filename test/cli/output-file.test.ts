// --output FILE: written whole into a folder made for it, or not at all; a real Ctrl-C leaves no temporary file.
import { spawn, execFileSync } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-output-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('--output', () => {
  it('packs test --format junit --output into a folder that does not exist: the folder is made, the XML written, the summary printed', () => {
    const out = join(scratch, 'reports', 'ci', 'packs.xml');
    const run = runCli(['packs', 'test', 'rules/codex', '--no-builtin', '--format', 'junit', '--output', out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\d+ passed, 0 failed\n$/);
    expect(XMLValidator.validate(readFileSync(out, 'utf8'))).toBe(true);
    expect(readdirSync(join(scratch, 'reports', 'ci'))).toEqual(['packs.xml']);
  });

  it('an --output that cannot be written (its folder is a file) is a usage error naming it, exit 2', () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'x');
    const run = runCli(['packs', 'test', 'rules/codex', '--no-builtin', '--output', join(file, 'packs.txt')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${join(file, 'packs.txt')}: cannot write it (a file stands where a folder of its path would be)`);
  });

  it('classify --output writes what would be printed and prints a summary line', () => {
    const out = join(scratch, 'results', 'classify.json');
    const screen = join(ROOT, 'rules/claude-code/fixtures/ready-composer-empty__120x40/screen.txt');
    const run = runCli(['classify', screen, join(scratch, 'missing.txt'), '--process', 'claude', '--json', '--output', out]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe(`wrote ${out}: 2 captures: 1 ready; 1 could not be read\n`);
    expect((JSON.parse(readFileSync(out, 'utf8')) as { source: string }[]).map((entry) => entry.source)).toEqual([screen, join(scratch, 'missing.txt')]);
  });

  // A real SIGINT while an output file is half written: the temporary file is a FIFO this test
  // reads from, so the write is known to be under way (and blocked) when the signal arrives.
  it.skipIf(process.platform === 'win32')('Ctrl-C while an output file is being written leaves neither it nor its temporary file', async () => {
    const dir = join(scratch, 'interrupted');
    mkdirSync(dir);
    const out = join(dir, 'report.xml');
    const script = [
      `import { exitOnInterrupt } from ${JSON.stringify(pathToFileURL(join(ROOT, 'dist/cli/stop-signals.js')).href)};`,
      `import { writeFileAtomic } from ${JSON.stringify(pathToFileURL(join(ROOT, 'dist/shared/write-file-atomic.js')).href)};`,
      'exitOnInterrupt();',
      `process.stdin.once('data', () => void writeFileAtomic(${JSON.stringify(out)}, 'x'.repeat(4 << 20)));`,
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'ignore', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const temporary = `${out}.${child.pid}.tmp`;
    execFileSync('mkfifo', [temporary]);
    child.stdin.write('go\n');
    const reader = createReadStream(temporary);
    await new Promise<void>((resolve) => reader.once('data', () => resolve()));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    reader.destroy();
    expect(readdirSync(dir)).toEqual([]);
  });
});
