// `ptyscreen guard replay` end to end, as CI runs it: node bin/run.js on the built package.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const jsonl = (folder: string): string[] =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => `${folder}/${name}`);
const transcripts = [...jsonl('test/transcripts'), ...jsonl('test/transcripts/real')];

function ptyscreen(args: string[], input?: string, env: NodeJS.ProcessEnv = {}, command = 'replay'): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['bin/run.js', 'guard', command, ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    env: { ...process.env, NO_COLOR: '1', PTYSCREEN_PROGRESS: undefined, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('ptyscreen guard replay', () => {
  it('passes every snapshot in test/transcripts', () => {
    const run = ptyscreen([...transcripts, '--snapshot']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('test/transcripts/auto-loop-first-refeed.jsonl: halted');
  });

  it('fails with exit 1 and a readable diff when a transcript no longer matches its snapshot', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-cli-'));
    copyFileSync(join(root, 'test/transcripts/auto-do-x-then-y-then-x.jsonl'), join(dir, 'changed.jsonl'));
    copyFileSync(join(root, 'test/transcripts/auto-do-x-then-y-then-x.expected.json'), join(dir, 'changed.expected.json'));
    appendFileSync(join(dir, 'changed.jsonl'), '{"type":"auto","prompt":"Commit the fix"}\n');
    const run = ptyscreen([join(dir, 'changed.jsonl'), '--snapshot']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`snapshot mismatch with ${join(dir, 'changed.expected.json')}`);
    expect(run.stderr).toContain('verdict: expected "clean", got "halted"');
    expect(run.stderr).toContain('  + {"line":8,"type":"auto","action":"halt","runLength":2,"prompt":"Commit the fix","reason":"repeat"}');
    expect(run.stderr).toContain('--update-snapshot');
  });

  it('checks --expect and --expect-halt-at, exiting 1 on a mismatch', () => {
    const file = 'test/transcripts/auto-loop-first-refeed.jsonl';
    expect(ptyscreen([file, '--expect', 'halted', '--expect-halt-at', '5']).status).toBe(0);
    // The flag takes one value each time, so a path after it is still a path.
    expect(ptyscreen(['--expect-halt-at', '5', file]).status).toBe(0);
    const wrong = ptyscreen([file, '--expect', 'clean', '--expect-halt-at', '4']);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('expected the verdict clean, got halted (first halt at line 5)');
    expect(wrong.stderr).toContain('expected halts at line 4; halts fired at line 5');
  });

  it('prints one JSON report per file with --json, reading stdin for -', () => {
    const input = '{"type":"auto","prompt":"a"}\n{"type":"auto","prompt":"A"}\n';
    const run = ptyscreen(['-', '--json', '--repeat-threshold', '3', '--window-size', '5'], input);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      {
        source: '-',
        format: 'native',
        events: 2,
        imported: { inputs: 2, replies: 0, boards: 0 },
        decisions: [
          { line: 1, type: 'auto', action: 'feed', runLength: 1, prompt: 'a' },
          { line: 2, type: 'auto', action: 'feed', runLength: 2, prompt: 'A' },
        ],
        halts: [],
        warnings: [],
        verdict: 'clean',
      },
    ]);
    // --format json says the same; --json with --format is refused as a usage error.
    expect(ptyscreen(['-', '--format', 'json', '--repeat-threshold', '3', '--window-size', '5'], input).stdout).toBe(run.stdout);
    expect(ptyscreen(['-', '--json', '--format', 'text'], input).status).toBe(2);
  });

  it('keeps a failed input as an entry with its error in the --json array, in its place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-cli-'));
    writeFileSync(join(dir, 'bad.jsonl'), '{"type":"auto","prompt":"a"}\n{"type":"atuo","prompt":"a"}\n');
    const run = ptyscreen([join(dir, 'bad.jsonl'), 'test/transcripts/manual-clears-run.jsonl', '--json']);
    expect(run.status).toBe(2);
    const entries = JSON.parse(run.stdout) as { source: string; error?: object; verdict?: string }[];
    expect(entries.map((entry) => entry.source)).toEqual([join(dir, 'bad.jsonl'), 'test/transcripts/manual-clears-run.jsonl']);
    expect(entries[0]!.error).toEqual({
      code: 'transcript.schema',
      message: '"type" must be one of auto, grounded, manual, todos, reply; got "atuo"',
      file: join(dir, 'bad.jsonl'),
      line: 2,
    });
    expect(entries[1]!.verdict).toBe('clean');
  });

  it('asks for a transcript when given none', () => {
    const run = ptyscreen([]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('give a transcript file (or - for standard input)');
  });

  it('says advanced when the guard steered or advanced without halting, and --expect takes it', () => {
    const file = 'test/transcripts/frozen-board-advance-recovers.jsonl';
    const run = ptyscreen([file, '--expect', 'advanced']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^test\/transcripts\/frozen-board-advance-recovers\.jsonl: advanced \(read \d+ inputs?, \d+ replies, \d+ boards; \d+ feed attempts, \d+ steered or advanced, no halt\)$/m);
    expect(ptyscreen([file, '--expect', 'clean']).stderr).toContain('expected the verdict clean, got advanced');
  });

  it('warns when a log has tool calls but no board was read', () => {
    const log = [
      { type: 'user', sessionId: 's', message: { role: 'user', content: 'Fix the build' } },
      { type: 'assistant', sessionId: 's', message: { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'SomeFutureTodoTool', input: {} }] } },
      { type: 'user', sessionId: 's', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] } },
      { type: 'assistant', sessionId: 's', message: { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] } },
    ];
    const run = ptyscreen(['-'], log.map((line) => JSON.stringify(line)).join('\n'));
    expect(run.stdout).toContain('-: clean (read 1 input, 1 reply, 0 boards;');
    expect(run.stdout).toContain('  warning: 1 tool call but no todo board was read');
  });

  it('exits 2 naming the file and line of a malformed transcript, and still reports the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-cli-'));
    writeFileSync(join(dir, 'bad.jsonl'), '{"type":"auto","prompt":"a"}\n{"type":"atuo","prompt":"a"}\n');
    const run = ptyscreen([join(dir, 'bad.jsonl'), join(dir, 'missing.jsonl'), 'test/transcripts/manual-clears-run.jsonl']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${join(dir, 'bad.jsonl')}:2: "type" must be one of auto, grounded, manual, todos, reply; got "atuo"`);
    expect(run.stderr).toContain(`${join(dir, 'missing.jsonl')}: cannot read: no such file; check the path`);
    expect(run.stdout).toContain('test/transcripts/manual-clears-run.jsonl: clean');
  });

  it('refuses a threshold below 2 as a usage error', () => {
    expect(ptyscreen(['test/transcripts/manual-clears-run.jsonl', '--repeat-threshold', '1']).status).toBe(2);
  });

  it('prints the same from worker threads as from one thread, bad lines included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-parts-'));
    const events = Array.from({ length: 3000 }, (_, i) =>
      JSON.stringify(
        i % 97 === 50 ? { type: 'manual', text: 'carry on' }
        : i % 11 === 0 ? { type: 'todos', todos: [{ id: String(i % 3), content: `Item ${i % 3}`, status: 'in_progress' }] }
        : i % 5 === 0 ? { type: 'reply', text: 'Worked on it.' }
        : { type: 'auto', prompt: `Check module ${Math.floor(i / 3) % 4}` },
      ),
    );
    const clean = join(dir, 'clean.jsonl');
    writeFileSync(clean, `${events.join('\n')}\n`);
    const broken = join(dir, 'broken.jsonl');
    writeFileSync(broken, `${events.map((line, i) => (i === 2500 ? '{"type":"auto"}' : line)).join('\n')}\n`);
    for (const args of [[clean], [clean, '--json'], [broken, clean]]) {
      const one = ptyscreen(args, undefined, { PTYSCREEN_WORKERS: '0' });
      expect(one.stdout).toContain('halt');
      for (const workers of ['1', '2']) {
        const parts = ptyscreen(args, undefined, { PTYSCREEN_WORKERS: workers });
        expect(parts).toEqual(one);
      }
    }
    expect(ptyscreen([broken], undefined, { PTYSCREEN_WORKERS: '1' }).stderr).toContain('broken.jsonl:2501: an auto event is missing "prompt"');
  });

  it('shows how far it has read on standard error when asked, and nothing otherwise without a terminal', () => {
    const file = 'test/transcripts/auto-loop-first-refeed.jsonl';
    const quiet = ptyscreen([file]);
    expect(quiet.stderr).toBe('');
    const shown = ptyscreen([file], undefined, { PTYSCREEN_PROGRESS: '1' });
    expect(shown.stdout).toBe(quiet.stdout);
    expect(shown.stderr).toMatch(new RegExp(`^guard replay: ${file} \\d+% \\([\\d.]+ of [\\d.]+ MiB\\)\\n$`));
    expect(ptyscreen(['-'], '{"type":"auto","prompt":"go"}\n', { PTYSCREEN_PROGRESS: '1' }).stderr).toMatch(/^guard replay: <stdin> [\d.]+ MiB\n$/);
    const several = ptyscreen([file, file], undefined, { PTYSCREEN_PROGRESS: '1' });
    expect(several.stderr).toBe('guard replay: 0 of 2 transcripts (0%)\n');
    expect(several.stdout).toBe(quiet.stdout.repeat(2));
  });
});

describe('an empty transcript', () => {
  it('is exit 2 for replay, --expect clean or not, and for import, with a message that names the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-empty-'));
    const empty = join(dir, 'session.jsonl');
    writeFileSync(empty, '');
    for (const args of [[empty], [empty, '--expect', 'clean'], [empty, '--json']]) {
      const run = ptyscreen(args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(`${empty}: the transcript is empty`);
    }
    expect(ptyscreen(['-', '--expect', 'clean'], '').status).toBe(2);
    const imported = ptyscreen([empty], undefined, {}, 'import');
    expect(imported.status).toBe(2);
    expect(imported.stderr).toContain(`${empty}: the transcript is empty`);
  });
});

describe('warnings about how a log was read', () => {
  it('go with the summary of replay, and to standard error from an import to standard output', () => {
    const log = 'test/transcripts/synthetic/claude-code-older-shapes.synthetic.jsonl';
    const warning = 'warning: line 9 holds 2 records run together';
    const replayed = ptyscreen([log]);
    expect(replayed.status).toBe(0);
    expect(replayed.stdout).toContain(`  ${warning}`);
    const imported = ptyscreen([log], undefined, {}, 'import');
    expect(imported.status).toBe(0);
    expect(imported.stderr).toContain(`${log}: ${warning}`);
    expect(imported.stdout.split('\n').filter((line) => line !== '').every((line) => line.startsWith('{'))).toBe(true);
  });
});

describe('ptyscreen guard import', () => {
  it('writes the native transcript whose replay makes the same decisions as the log', () => {
    for (const log of jsonl('test/transcripts/real')) {
      const imported = ptyscreen([log], undefined, {}, 'import');
      expect(imported.status, log).toBe(0);
      const fromLog = JSON.parse(ptyscreen([log, '--json']).stdout) as { imported: object; verdict: string; decisions: { action: string; prompt: string }[] }[];
      const fromNative = JSON.parse(ptyscreen(['-', '--json'], imported.stdout).stdout) as typeof fromLog;
      expect(fromNative[0]!.imported, log).toEqual(fromLog[0]!.imported);
      expect(fromNative[0]!.verdict, log).toBe(fromLog[0]!.verdict);
      const strip = (decisions: { action: string; prompt: string }[]): string[] => decisions.map((d) => `${d.action} ${d.prompt}`);
      expect(strip(fromNative[0]!.decisions), log).toEqual(strip(fromLog[0]!.decisions));
    }
  });

  it('writes --output whole and prints what it read; asks for a log when given none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ptyscreen-import-'));
    const out = join(dir, 'new', 'session.jsonl');
    const run = ptyscreen(['test/transcripts/claude-code-frozen-board.sample.jsonl', '--output', out], undefined, {}, 'import');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`wrote ${out} (claude-code log: read 3 inputs, 3 replies, 1 board)\n`);
    expect(readFileSync(out, 'utf8').split('\n')[0]).toBe(
      '{"type":"manual","text":"Port the CSV exporter to the streaming API","mayEchoFeed":true,"note":"line 1"}',
    );
    const none = ptyscreen([], undefined, {}, 'import');
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('give a session log file (or - for standard input)');
  });
});
