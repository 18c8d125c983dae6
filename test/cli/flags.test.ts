// How commands read their arguments: paths in the order typed, flags that take one value each, and
// packed positional runs (src/cli/input-order.ts) that oclif's parser reads exactly as it reads argv.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@oclif/core/parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packPositionalRuns, positionalArgs } from '../../src/cli/input-order.js';
import Classify from '../../src/commands/classify.js';
import GuardReplay from '../../src/commands/guard/replay.js';

const COMMANDS_DIR = fileURLToPath(new URL('../../src/commands/', import.meta.url));

function commandFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? commandFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('command flags', () => {
  it('take one value per flag: no command has a greedy multiple flag that would swallow the paths after it', async () => {
    const greedy: string[] = [];
    for (const file of commandFiles(COMMANDS_DIR)) {
      type FlagShapes = Record<string, { multiple?: boolean; multipleNonGreedy?: boolean }>;
      const command = (await import(pathToFileURL(file).href)) as { default: { flags?: FlagShapes; baseFlags?: FlagShapes } };
      for (const [name, flag] of Object.entries({ ...command.default.baseFlags, ...command.default.flags })) {
        if (flag.multiple === true && flag.multipleNonGreedy !== true) greedy.push(`${relative(COMMANDS_DIR, file)} --${name}`);
      }
    }
    expect(greedy).toEqual([]);
  });

  it('speak one vocabulary: --format, --json, --output and --quiet come from the shared definitions, and no flag has an old alias', async () => {
    type FlagShape = { description?: string; helpValue?: string; aliases?: string[]; options?: readonly string[] };
    const vocabulary: Record<string, string[]> = {};
    const aliased: string[] = [];
    for (const file of commandFiles(COMMANDS_DIR)) {
      const id = relative(COMMANDS_DIR, file).replace(/\.ts$/, '').replaceAll('/', ' ');
      const command = (await import(pathToFileURL(file).href)) as { default: { flags?: Record<string, FlagShape>; baseFlags?: Record<string, FlagShape> } };
      const flags = { ...command.default.baseFlags, ...command.default.flags };
      for (const [name, flag] of Object.entries(flags)) if ((flag.aliases ?? []).length > 0) aliased.push(`${id} --${name}`);
      vocabulary[id] = ['format', 'json', 'output', 'quiet'].filter((name) => name in flags);
      if ('format' in flags) {
        expect(flags.format!.options, `${id} --format`).toContain('json');
        expect(flags.json?.description, `${id} --json`).toBe('same as --format json');
      }
      if ('output' in flags) expect(flags.output!.description, `${id} --output`).toMatch(/^write .* to FILE instead of standard output \(whole or not at all/);
      if ('quiet' in flags) expect(flags.quiet!.description, `${id} --quiet`).toMatch(/^print only .*\(text format; the other formats are whole\)$/);
    }
    expect(aliased).toEqual([]);
    for (const id of ['classify', 'capture', 'guard replay', 'packs test', 'packs validate']) expect(vocabulary[id], id).toEqual(['format', 'json', 'output', 'quiet']);
    for (const id of ['packs list']) expect(vocabulary[id], id).toEqual(['format', 'json', 'output']);
    for (const id of ['packs new', 'version']) expect(vocabulary[id], id).toEqual(['format', 'json']);
  });
});

describe('packPositionalRuns', () => {
  // Paths, `-`, flags known and unknown, with and without values, `--`, and a value that looks like a path.
  const token = fc.constantFrom(
    'a.txt', 'b.txt', 'a.txt', '-', 'node', 'failing', '--json', '--process', '--format', 'json', '--format=jsonl',
    '--fail-on', '--fail-on=ready', '--pack', 'rules/x', '--no-builtin', '--', '-x', '--unknown', '-1',
  );

  for (const command of [Classify, GuardReplay]) {
    it(`reads the arguments of ${command === Classify ? 'classify' : 'guard replay'} as oclif reads them unpacked`, async () => {
      // The command's own flag and argument definitions, as oclif's parse takes them.
      const input = { flags: { ...command.baseFlags, ...command.flags }, args: command.args, strict: false } as Parameters<typeof parse>[1];
      const read = async (argv: string[]): Promise<{ raw: { type: string; input: string }[] } | { error: string }> => {
        try {
          return { raw: (await parse(argv, input)).raw ?? [] };
        } catch (error) {
          return { error: (error as Error).message };
        }
      };
      await fc.assert(
        fc.asyncProperty(fc.array(token, { maxLength: 14 }), async (argv) => {
          const packed = packPositionalRuns(argv);
          const direct = await read(argv);
          const viaPacked = await read(packed.argv);
          if ('error' in direct) {
            expect(viaPacked).toEqual(direct);
            return;
          }
          expect('raw' in viaPacked).toBe(true);
          if (!('raw' in viaPacked)) return;
          expect(packed.positional(viaPacked.raw)).toEqual(positionalArgs(direct.raw));
          // The flags oclif saw are the same too.
          expect(viaPacked.raw.filter((t) => t.type === 'flag')).toEqual(direct.raw.filter((t) => t.type === 'flag'));
        }),
        { numRuns: 1500 },
      );
    });
  }

  it('hands oclif one placeholder for each run of paths', () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `${i}.txt`);
    const packed = packPositionalRuns(['--process', 'node', ...paths, '--json', 'last.txt']);
    expect(packed.argv).toHaveLength(5);
    expect(packed.positional([{ type: 'arg', input: packed.argv[2]! }, { type: 'arg', input: 'last.txt' }])).toEqual([...paths, 'last.txt']);
  });
});
