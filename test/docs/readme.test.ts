// The README's examples do what the README says: its transcript replays to the output shown, its guard snippet runs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('README', () => {
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
