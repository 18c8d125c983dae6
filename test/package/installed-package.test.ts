// The package `npm pack` makes, installed into an empty project as a user installs it, used as a
// CLI and as a library: what ships, what npm says while installing it, and what runs afterwards.
//
// re2 is not built again: the project denies re2's install script in its allowScripts (npm then
// skips it without a word) and the repository's own build of the same pinned re2 is copied in.
// npm reads its cache first (--prefer-offline): the repository's install filled it.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { scratchFolders } from '../packs/helpers.js';

const scratch = scratchFolders('ptyscreen-installed-');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const FIXTURE = join(ROOT, 'rules/codex/fixtures/trust-folder__120x40');

function run(command: string, args: readonly string[], cwd: string, input?: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    cwd,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', PTYSCREEN_PROGRESS: undefined, npm_config_update_notifier: 'false' },
    timeout: 300_000,
  });
}

function json<T>(text: string): T {
  return JSON.parse(text) as T;
}

let tarball: string;
let packed: { filename: string; files: { path: string }[]; entryCount: number };
let project: string;
let install: SpawnSyncReturns<string>;
let ptyscreen: (args: readonly string[], input?: string) => SpawnSyncReturns<string>;

beforeAll(() => {
  const out = scratch();
  // The build ran in pretest; --ignore-scripts keeps prepack from building it again.
  const pack = run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', out], ROOT);
  expect(pack.status, pack.stderr).toBe(0);
  packed = json<typeof packed[]>(pack.stdout)[0]!;
  tarball = join(out, packed.filename);

  project = scratch();
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module', allowScripts: { re2: false } }, null, 2)}\n`);
  install = run(NPM, ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], project);
  expect(install.status, install.stderr).toBe(0);

  const ours = json<{ version: string }>(readFileSync(join(ROOT, 'node_modules/re2/package.json'), 'utf8')).version;
  const theirs = json<{ version: string }>(readFileSync(join(project, 'node_modules/re2/package.json'), 'utf8')).version;
  expect(theirs, 'the installed re2 is the version the repository built').toBe(ours);
  mkdirSync(join(project, 'node_modules/re2/build/Release'), { recursive: true });
  copyFileSync(join(ROOT, 'node_modules/re2/build/Release/re2.node'), join(project, 'node_modules/re2/build/Release/re2.node'));

  ptyscreen = (args, input) => run(join(project, 'node_modules/.bin/ptyscreen'), args, project, input);
}, 600_000);

describe('the packed package', () => {
  it('holds the sixteen packs, the licence and the built code, and no fixtures', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('LICENSE');
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} The ptyscreen authors\n/);
    expect(paths.filter((path) => path.endsWith('/pack.yaml')).sort()).toHaveLength(16);
    expect(paths).toContain('plugins/ptyscreen-pack-cline/pack/pack.yaml');
    expect(paths).toContain('dist/index.d.ts');
    // The command runs as CommonJS from its bundle; without these it would still run, slower.
    expect(paths).toEqual(expect.arrayContaining(['bin/run.js', 'bin/package.json', 'dist/cli/start.cjs', 'dist/cli/bundle.cjs', 'dist/cli/bundle.cjs.LICENSES.txt']));
    expect(paths.filter((path) => path.includes('/fixtures/'))).toEqual([]);
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual([]);
    // A consumer is never asked to allow a build of ptyscreen itself (npm flags prepare in a tarball).
    const manifest = json<{ scripts?: Record<string, string> }>(readFileSync(join(project, 'node_modules/ptyscreen/package.json'), 'utf8'));
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(name))).toEqual([]);
  });

  it('installs into an empty project without a warning about install scripts, as README says to install it', () => {
    const said = `${install.stdout}\n${install.stderr}`;
    expect(said).not.toMatch(/allowScripts|install scripts|npm warn/i);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`npm install /path/to/${packed.filename}`);
    expect(readme).toContain('"allowScripts": { "re2": true }');
  });
});

describe('the installed CLI', () => {
  it('loads the sixteen built-in packs, cline among them', () => {
    const list = ptyscreen(['packs', 'list', '--json']);
    expect(list.status, list.stderr).toBe(0);
    const packs = json<{ id: string; source: string; status: string }[]>(list.stdout);
    expect(packs.filter((pack) => pack.status === 'loaded')).toHaveLength(16);
    expect(packs.find((pack) => pack.id === 'cline')).toMatchObject({ source: 'plugin', status: 'loaded' });
  });

  it('classifies a capture, answers `version`, and validates its packs saying their fixtures are not installed', () => {
    const classified = ptyscreen(['classify', FIXTURE, '--json']);
    expect(classified.status, classified.stderr).toBe(0);
    expect(json<{ state: string; vendor: string }[]>(classified.stdout)[0]).toMatchObject({ state: 'operator_gate', vendor: 'codex' });

    expect(ptyscreen(['version']).stdout).toMatch(/^ptyscreen\/\d+\.\d+\.\d+ /);

    const validated = ptyscreen(['packs', 'validate']);
    expect(validated.status, validated.stdout).toBe(0);
    expect(validated.stdout).toMatch(/^16 packs checked: 0 errors, 0 warnings$/m);
    expect(validated.stderr).toContain('ptyscreen: the 16 built-in packs are installed without fixtures');
  });

  it('packs test with nothing to test says so and exits 2 rather than passing on nothing', () => {
    const tested = ptyscreen(['packs', 'test']);
    expect(tested.status).toBe(2);
    expect(tested.stderr).toContain('installed without fixtures');
    expect(tested.stderr).toContain('no pack here has fixtures to test');
  });

  it('a pack package scaffolded by `packs new --package` installs beside it and is found, tested and used', () => {
    const made = ptyscreen(['packs', 'new', 'acme-cli', '--package']);
    expect(made.status, made.stderr).toBe(0);
    // The printed next step installs this very ptyscreen into the pack's folder.
    expect(made.stdout).toContain(`npm install --no-save ${join(project, 'node_modules/ptyscreen')}`);
    const manifest = json<{ peerDependencies: Record<string, string>; devDependencies?: unknown }>(readFileSync(join(project, 'ptyscreen-pack-acme-cli/package.json'), 'utf8'));
    expect(manifest.devDependencies).toBeUndefined();

    const added = run(NPM, ['install', '--prefer-offline', '--no-audit', '--no-fund', './ptyscreen-pack-acme-cli'], project);
    expect(added.status, added.stderr).toBe(0);
    const list = json<{ id: string; source: string; status: string }[]>(ptyscreen(['packs', 'list', '--json']).stdout);
    expect(list.find((pack) => pack.id === 'acme-cli')).toMatchObject({ source: 'npm', status: 'loaded' });
    const tested = ptyscreen(['packs', 'test', 'node_modules/ptyscreen-pack-acme-cli']);
    expect(tested.stdout.trimEnd().split('\n').at(-1), tested.stdout + tested.stderr).toMatch(/^\d+ passed, 0 failed$/);
    expect(tested.status).toBe(0);
  });
});

describe('the installed library', () => {
  it('runs from a script that imports ptyscreen and ptyscreen/guard', () => {
    writeFileSync(
      join(project, 'use.mjs'),
      [
        "import { loadPacks, readCapture, classifyScreen } from 'ptyscreen';",
        "import { createAutoProceedLoopGuard } from 'ptyscreen/guard';",
        'const { set, problems } = loadPacks();',
        `const screen = await readCapture(${JSON.stringify(FIXTURE)});`,
        "const guard = createAutoProceedLoopGuard();",
        "guard.record('go on');",
        "console.log(JSON.stringify({ problems: problems.length, state: classifyScreen(set, screen, { process: 'node' }).state, halt: guard.record('go on').shouldHalt }));",
      ].join('\n'),
    );
    const used = run(process.execPath, ['use.mjs'], project);
    expect(used.status, used.stderr).toBe(0);
    expect(json<unknown>(used.stdout)).toEqual({ problems: 0, state: 'operator_gate', halt: true });
  });

  it('type-checks: ptyscreen/guard with no Node types at all, ptyscreen once @types/node is added as README says', () => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const options = { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022'], noEmit: true, skipLibCheck: false };
    writeFileSync(join(project, 'guard.ts'), "import { createAutoProceedLoopGuard } from 'ptyscreen/guard';\nexport const halt: boolean = createAutoProceedLoopGuard().record('go on').shouldHalt;\n");
    writeFileSync(
      join(project, 'library.ts'),
      "import { loadPacks, readCapture, classifyScreen, type ClassificationResult } from 'ptyscreen';\nconst { set } = loadPacks();\nexport const result: ClassificationResult = classifyScreen(set, await readCapture('pane.txt'), { process: 'node' });\n",
    );
    writeFileSync(join(project, 'tsconfig.guard.json'), JSON.stringify({ compilerOptions: { ...options, types: [] }, files: ['guard.ts'] }));
    writeFileSync(join(project, 'tsconfig.library.json'), JSON.stringify({ compilerOptions: options, files: ['library.ts'] }));

    const guard = run(process.execPath, [tsc, '-p', 'tsconfig.guard.json'], project);
    expect(guard.stdout + guard.stderr).toBe('');
    expect(guard.status).toBe(0);

    // Without @types/node the library's types name what only Node's types declare (Buffer, node:fs).
    const bare = run(process.execPath, [tsc, '-p', 'tsconfig.library.json'], project);
    expect(bare.status).not.toBe(0);
    expect(bare.stdout).toMatch(/@types\/node|Buffer|node:fs/);
    // The same @types/node the repository builds with, as `npm i -D @types/node` would add it.
    mkdirSync(join(project, 'node_modules/@types'), { recursive: true });
    if (!existsSync(join(project, 'node_modules/@types/node'))) symlinkSync(join(ROOT, 'node_modules/@types/node'), join(project, 'node_modules/@types/node'), 'dir');
    const typed = run(process.execPath, [tsc, '-p', 'tsconfig.library.json'], project);
    expect(typed.stdout + typed.stderr).toBe('');
    expect(typed.status).toBe(0);
  });
});
