// The README's examples do what the README says: its transcript replays to the output shown, its guard snippet runs.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAutoProceedLoopGuard } from '../../src/guard/index.js';
import { ROOT, runCli } from '../cli/run-cli.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'ptyscreen-readme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The body of the first fenced block of `language` after `marker`. */
function blockAfter(marker: string, language: string): string {
  const from = README.indexOf(marker);
  expect(from, `README has "${marker}"`).toBeGreaterThanOrEqual(0);
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(README.slice(from));
  expect(match, `a ${language || 'plain'} block after "${marker}"`).not.toBeNull();
  return match![1]!;
}

/** A path whose last part has a `*` (`test/transcripts/*.jsonl`) matches a file in the repository. */
function matchesAFile(path: string): boolean {
  const dir = join(ROOT, dirname(path));
  const name = new RegExp(`^${basename(path).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return path.includes('*') && existsSync(dir) && readdirSync(dir).some((file) => name.test(file));
}

describe('README', () => {
  it("the first classify example prints the result shown under it, key for key and in the CLI's key order", () => {
    const block = blockAfter('## Classify a screen', 'sh');
    const command = block.split('\n').find((line) => line.startsWith('ptyscreen classify rules/'))!;
    expect(command).toBeDefined();
    const run = runCli(command.split(' ').slice(1));
    expect(run.status, run.stderr).toBe(0);
    const shown = blockAfter('The first example\nprints:', 'json');
    expect(JSON.stringify(JSON.parse(shown))).toBe(JSON.stringify(JSON.parse(run.stdout)));
  });

  it("the classify examples name files that exist in the repository, or that it says stand for the reader's own", () => {
    const stands = /\n(`[^`]+`(?:, `[^`]+`)*(?:,? and `[^`]+`)?) stand for your own files/.exec(README);
    expect(stands).not.toBeNull();
    const placeholders = [...stands![1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const paths = blockAfter('## Classify a screen', 'sh')
      .split(/\s+/)
      // A path: not a flag, nor the name pattern of find's -name.
      .filter((word, i, words) => /^[\w.*/-]+(\.(txt|ansi|cast|jsonl)|\/)$/.test(word) && !word.startsWith('-') && words[i - 1] !== '-name');
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const own = placeholders.some((placeholder) => path === placeholder || path.startsWith(placeholder.endsWith('/') ? placeholder : `${placeholder}/`));
      expect(own || existsSync(join(ROOT, path)) || matchesAFile(path), path).toBe(true);
    }
  });

  it('the loop.jsonl transcript replays to the summary it shows', () => {
    writeFileSync(join(scratch, 'loop.jsonl'), blockAfter('`loop.jsonl`:', 'jsonl'));
    // The shown run: from its command line to the end of its block.
    const at = README.indexOf('$ ptyscreen guard replay loop.jsonl\n');
    expect(at).toBeGreaterThan(0);
    const shown = README.slice(at, README.indexOf('```', at)).split('\n');
    const run = runCli(['guard', 'replay', 'loop.jsonl'], { cwd: scratch });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(shown.slice(1).join('\n'));
  });

  it('the loop guard snippet runs, and halts at the second identical feed as its comment says', () => {
    const snippet = blockAfter('The loop guard, in an orchestrator', 'ts');
    const asked: string[] = [];
    const run = new Function('createAutoProceedLoopGuard', 'prompt', 'askAPerson', snippet) as (...args: unknown[]) => void;
    run(createAutoProceedLoopGuard, 'Continue with the next step', () => asked.push('asked'));
    expect(asked).toEqual([]);
    const guard = createAutoProceedLoopGuard();
    expect([guard.record('Continue').shouldHalt, guard.record('Continue').shouldHalt]).toEqual([false, true]);
  });
});
