// `packs new`: writes a working pack for a new vendor — manifest, one gate and one failure rule, example fixtures, a README on capturing.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { PtyscreenError } from '../errors.js';
import { PTYSCREEN_VERSION } from './compatibility.js';
import { PACK_FILE_NAME } from './pack-file.js';
import { PACKAGE_FIELD } from './pack-packages.js';
import { FAILURE_REASONS, GATE_INPUTS, GATE_KINDS } from '../result/types.js';

export interface ScaffoldOptions {
  /** The pack id: lowercase letters, digits and dashes. */
  readonly vendor: string;
  /** The CLI's name for people (default: the id). */
  readonly name?: string | undefined;
  /** The process name tmux shows for it (default: the id). */
  readonly binary?: string | undefined;
  /** Write an npm package (package.json + pack/) ready to publish, rather than a bare pack folder. */
  readonly asPackage?: boolean | undefined;
}

export interface Scaffold {
  /** The pack folder (holding pack.yaml). */
  readonly packDir: string;
  /** The folder written: the pack folder, or the package around it. */
  readonly root: string;
  readonly files: readonly string[];
}

const VENDOR_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function packageNameOf(vendor: string): string {
  return `ptyscreen-pack-${vendor}`;
}

/** Where the schema sits inside an installed ptyscreen package. */
const INSTALLED_SCHEMA = join('node_modules', 'ptyscreen', 'schemas', 'rule-pack.schema.json');

/**
 * The `$schema` a new pack.yaml names, so editors validate it wherever the pack goes. Never this
 * checkout's own schemas/ folder: that path means nothing once the pack is shared or published.
 * A package scaffold installs ptyscreen as a devDependency, so the schema is in its own node_modules,
 * offline and of the very version its `packs test` runs. A bare pack uses the ptyscreen its project
 * installed when there is one, else the schema of this ptyscreen version as npm publishes it.
 */
export function schemaReference(packDir: string, asPackage: boolean, exists: (path: string) => boolean = existsSync): string {
  if (asPackage) return join('..', INSTALLED_SCHEMA).split(sep).join('/');
  for (let dir = dirname(packDir); ; dir = dirname(dir)) {
    if (exists(join(dir, INSTALLED_SCHEMA))) return relative(packDir, join(dir, INSTALLED_SCHEMA)).split(sep).join('/');
    if (dirname(dir) === dir) break;
  }
  return `https://unpkg.com/ptyscreen@${PTYSCREEN_VERSION}/schemas/rule-pack.schema.json`;
}

function minorRange(version: string): string {
  const [major, minor] = version.split('.');
  return `>=${major}.${minor}.0`;
}

function packYaml(options: Required<Omit<ScaffoldOptions, 'asPackage'>>, schemaPath: string): string {
  const { vendor, name, binary } = options;
  const binaryPattern = binary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `# yaml-language-server: $schema=${schemaPath}
# The ${name} pack: how ptyscreen recognises ${name}'s screens. Patterns are RE2 (no backreferences,
# no lookaround), matched in multi-line mode against the screen's lines with outer box borders removed.
# Replace every example below with what the real CLI draws: see README.md for capturing screens.
id: ${vendor}
name: ${name}
version: 0.1.0
# The ${name} versions these rules were captured from (a semver range); raise it as you re-capture.
vendorVersions: ">=0.0.0"
# The ptyscreen versions this pack works with; a ptyscreen outside it skips the pack with a warning.
ptyscreen: "${minorRange(PTYSCREEN_VERSION)}"
maintainers: [your name <you@example.com>]
homepage: https://example.com/${vendor}

process:
  # What tmux #{pane_current_command} shows while ${name} runs.
  binaries: [${binary}]
  # Shared runtimes it may run under: tolerated, but they do not name the vendor.
  wrappers: [node, bun, npx]
  # Command lines that name ${name} behind a wrapper.
  argv: ['(?:^|[\\s/])${binaryPattern}(?:\\s|$)']

# Text only ${name} draws (a banner, its composer's hint line): picks the vendor behind a wrapper.
identity:
  - '${name} v\\d+\\.\\d+'

gates:
  # A screen a person answers. kind: ${GATE_KINDS.join(' | ')};
  # input: ${GATE_INPUTS.join(' | ')}.
  - id: trust-folder
    description: The first-run question whether to trust the project folder.
    kind: trust
    input: select
    # Anchor on what only the live dialog draws (here its selection marker, >): an agent's reply
    # that quotes the question must not fire the gate. \`packs test\` checks every rule against
    # the other vendors' decoy captures, replies that quote gate wording.
    when:
      all:
        - 'Do you trust the files in this folder\\?'
        - '(?m)^\\s*>\\s*1\\.\\s+Yes'
    subject:
      pattern: '(?m)^\\s*(?P<subject>/\\S+)\\s*$'
    options:
      pattern: '^\\s*(?P<selected>>)?\\s*(?P<key>\\d+)\\.\\s+(?P<label>\\S.*?)\\s*$'
    fixtures:
      match: [example-trust]
      nomatch: [example-ready]

failures:
  # The agent came up wrong. reason: ${FAILURE_REASONS.join(' | ')}.
  - id: auth-rejected
    reason: auth_rejected
    when: '(?m)^\\s*Authentication failed: the API key was rejected\\b'
    fixtures:
      match: [example-auth-error]
      nomatch: [example-ready]
`;
}

function exampleFixtures(options: Required<Omit<ScaffoldOptions, 'asPackage'>>): Record<string, string> {
  const { vendor, name, binary } = options;
  const meta = (how: string) =>
    `${JSON.stringify({ vendor, version: '0.0.0', cols: 80, rows: 12, command: binary, pane_current_command: binary, how, captured_at: '1970-01-01T00:00:00.000Z' }, null, 2)}\n`;
  const banner = `${name} v0.0.0`;
  return {
    'example-trust/screen.txt': [banner, '', 'Do you trust the files in this folder?', '', '  /home/you/project', '', '> 1. Yes, proceed', '  2. No, exit', ''].join('\n'),
    'example-trust/meta.json': meta('EXAMPLE, written by hand: replace with a real capture (see README.md).'),
    'example-trust/label.json': `${JSON.stringify({ state: 'operator_gate', gate: { kind: 'trust', input: 'select', subject: '/home/you/project', options: ['Yes, proceed', 'No, exit'] }, checkSubject: true, notes: 'EXAMPLE: replace with a real capture.' }, null, 2)}\n`,
    'example-ready/screen.txt': [banner, '', '> Type a message', '', '? for shortcuts', ''].join('\n'),
    'example-ready/meta.json': meta('EXAMPLE, written by hand: replace with a real capture (see README.md).'),
    'example-ready/label.json': `${JSON.stringify({ state: 'ready', notes: 'EXAMPLE: the composer, waiting for a prompt.' }, null, 2)}\n`,
    // A single capture file with its expectation beside it: the other fixture form.
    'example-auth-error.txt': [banner, '', 'Authentication failed: the API key was rejected (401)', ''].join('\n'),
    'example-auth-error.expect.json': `${JSON.stringify({ state: 'failing', reason: 'auth_rejected' }, null, 2)}\n`,
  };
}

function readme(options: Required<Omit<ScaffoldOptions, 'asPackage'>>, asPackage: boolean): string {
  const { vendor, name, binary } = options;
  const packPath = asPackage ? 'pack' : '.';
  return `# ${name} pack for ptyscreen

Rules that tell what ${name}'s terminal screen shows: its composer (\`ready\`), the screens a person
must answer (\`operator_gate\`), and failures. The rules are in [\`${asPackage ? 'pack/' : ''}${PACK_FILE_NAME}\`](${asPackage ? 'pack/' : ''}${PACK_FILE_NAME}); every rule
names real captures in \`${asPackage ? 'pack/' : ''}fixtures/\` that it must match (\`match\`) or must not (\`nomatch\`).

The \`example-*\` fixtures were written by hand to show the forms. Replace them with real captures.

## Capture a screen with tmux

Run ${name} in a fresh tmux session of a known size, with a fresh HOME and a fresh git project, so
the first-run screens show:

\`\`\`sh
mkdir -p /tmp/cap/home /tmp/cap/proj && git init -q /tmp/cap/proj
tmux new-session -d -s cap -x 120 -y 40 -c /tmp/cap/proj "env -i HOME=/tmp/cap/home PATH=$PATH TERM=xterm-256color bash --norc -i"
tmux send-keys -t cap '${binary}' Enter
sleep 5                                   # wait until the screen stops changing

name=trust-folder-120x40                  # what the screen shows, and its size
mkdir -p ${packPath}/fixtures/$name
tmux capture-pane -p    -t cap > ${packPath}/fixtures/$name/screen.txt
tmux capture-pane -p -e -t cap > ${packPath}/fixtures/$name/screen.ansi
cat > ${packPath}/fixtures/$name/meta.json <<EOF
{ "vendor": "${vendor}", "version": "$(${binary} --version)", "cols": 120, "rows": 40,
  "command": "${binary}", "pane_current_command": "$(tmux display -p -t cap '#{pane_current_command}')",
  "how": "fresh HOME and project; typed '${binary}' + Enter; first screen",
  "captured_at": "$(date -u +%Y-%m-%dT%H:%M:%SZ)" }
EOF
tmux kill-session -t cap
\`\`\`

Then write \`label.json\` beside it by reading the screen: \`{ "state": "operator_gate", "gate": { "kind":
"trust", "input": "select", "options": ["…", "…"] } }\` (or \`"ready"\`, or \`"failing"\` with a \`"reason"\`).
Set \`"checkSubject": true\` and \`gate.subject\` to hold the rule to the subject it reads off the screen.
Capture at 120x40 and 80x24 too: narrow terminals wrap option labels.

A fixture may also be one capture file (\`.txt\`, \`.ansi\`, \`.cast\` or a \`.json\` envelope) with a
\`<name>.expect.json\` beside it, like \`example-auth-error.txt\`.

## Check and test

${
  asPackage
    ? `The checks run in a ptyscreen installed in this folder, which pack.yaml's \`$schema\` points
into too: \`npm install --no-save PTYSCREEN\`, where PTYSCREEN is a ptyscreen folder (a clone after its
\`npm install && npm run build\`, or an installed copy: \`packs new\` prints the one it ran from), a
\`ptyscreen-X.Y.Z.tgz\` that \`npm pack\` made, or \`ptyscreen\` from the registry. \`--no-save\` keeps it
out of package.json, where ptyscreen is an optional peer dependency: the pack runs in the ptyscreen
its user installed.

`
    : ''
}\`\`\`sh
npx ptyscreen packs validate ${asPackage ? '.' : packPath}    # every mistake at once, with file:line:col
npx ptyscreen packs test ${asPackage ? '.' : packPath}        # every fixture, then conflicts with other vendors' packs
npx ptyscreen classify ${packPath}/fixtures/example-trust --pack ${packPath}
\`\`\`
${
  asPackage
    ? `
## Publish

\`npm publish\`. Users \`npm install ${packageNameOf(vendor)}\` in their project (or \`-g\`), and ptyscreen finds
the pack through the \`"${PACKAGE_FIELD}"\` field of package.json, with no other setup: \`npx ptyscreen packs list\`
shows it with source \`npm\`.
`
    : ''
}`;
}

function packageJson(vendor: string, name: string): string {
  return `${JSON.stringify(
    {
      name: packageNameOf(vendor),
      version: '0.1.0',
      description: `ptyscreen rule pack for ${name}: recognises its composer, gates and failures.`,
      keywords: ['ptyscreen', 'ptyscreen-pack', vendor],
      license: 'MIT',
      files: ['pack', 'README.md'],
      [PACKAGE_FIELD]: { packs: ['pack'] },
      // The pack runs in the ptyscreen its user installed. Optional, so that npm never fetches one
      // of its own: a pack installed beside a ptyscreen from a clone or a tarball uses that one.
      peerDependencies: { ptyscreen: minorRange(PTYSCREEN_VERSION) },
      peerDependenciesMeta: { ptyscreen: { optional: true } },
    },
    null,
    2,
  )}\n`;
}

/** Writes the scaffold under `parent`; refuses to touch a folder that already exists. */
export function scaffoldPack(parent: string, options: ScaffoldOptions): Scaffold {
  if (!VENDOR_ID.test(options.vendor)) {
    throw new PtyscreenError('scaffold.vendor', `"${options.vendor}" is not a pack id: use lowercase letters, digits and dashes (e.g. my-cli)`);
  }
  const full = { vendor: options.vendor, name: options.name ?? options.vendor, binary: options.binary ?? options.vendor };
  const asPackage = options.asPackage === true;
  const root = join(parent, asPackage ? packageNameOf(full.vendor) : full.vendor);
  if (existsSync(root)) throw new PtyscreenError('scaffold.exists', `${root} already exists; choose another folder with --dir`, { file: root });
  const packDir = asPackage ? join(root, 'pack') : root;
  const files: Record<string, string> = {
    [join(packDir, PACK_FILE_NAME)]: packYaml(full, schemaReference(packDir, asPackage)),
    [join(root, 'README.md')]: readme(full, asPackage),
    ...Object.fromEntries(Object.entries(exampleFixtures(full)).map(([file, text]) => [join(packDir, 'fixtures', file), text])),
    ...(asPackage ? { [join(root, 'package.json')]: packageJson(full.vendor, full.name) } : {}),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { packDir, root, files: Object.keys(files) };
}
