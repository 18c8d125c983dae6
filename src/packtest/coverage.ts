// The per-vendor coverage table in rules/README.md: what each pack's fixtures show, made from the files.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledPack } from '../packs/types.js';

export interface PackCoverage {
  readonly id: string;
  readonly name: string;
  readonly packVersion: string;
  /** Vendor CLI versions the fixtures were captured from. */
  readonly versions: readonly string[];
  /** Terminal sizes the fixtures were captured at, as COLSxROWS. */
  readonly sizes: readonly string[];
  /** Gate kinds and failure reasons the fixtures' labels show. */
  readonly gates: readonly string[];
  readonly failures: readonly string[];
  /** Other labelled states the fixtures show: ready, not_agent, unknown. */
  readonly others: readonly string[];
  readonly fixtures: number;
  /** Rules with no match fixture. */
  readonly untested: number;
  readonly rules: number;
}

interface Label {
  state?: string;
  reason?: string;
  gate?: { kind?: string };
}

interface Meta {
  version?: string;
  cols?: number;
  rows?: number;
}

/** A fixture's meta.json or label.json as parsed, or null when it is missing or broken: the table shows what it can. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

export function packCoverage(pack: CompiledPack): PackCoverage {
  const dir = join(pack.dir, 'fixtures');
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory()) : [];
  const versions: string[] = [];
  const sizes: string[] = [];
  const gates: string[] = [];
  const failures: string[] = [];
  const others: string[] = [];
  for (const name of names) {
    const meta = readJson(join(dir, name, 'meta.json')) as Meta | null;
    const label = readJson(join(dir, name, 'label.json')) as Label | null;
    if (meta?.version) versions.push(meta.version);
    if (meta?.cols && meta.rows) sizes.push(`${meta.cols}x${meta.rows}`);
    if (label?.state === 'operator_gate' && label.gate?.kind) gates.push(label.gate.kind);
    else if (label?.state === 'failing' && label.reason) failures.push(label.reason);
    else if (label?.state) others.push(label.state);
  }
  const rules = [...pack.gates, ...pack.failures];
  return {
    id: pack.id,
    name: pack.name,
    packVersion: pack.version,
    versions: sortedUnique(versions),
    sizes: sortedUnique(sizes),
    gates: sortedUnique(gates),
    failures: sortedUnique(failures),
    others: sortedUnique(others),
    fixtures: names.length,
    untested: rules.filter((rule) => (rule.fixtures.match ?? []).length === 0).length,
    rules: rules.length,
  };
}

const HEADER = [
  '# Built-in rule packs',
  '',
  'One folder per vendor: `pack.yaml` (the rules) and `fixtures/` (real captures of that CLI, each a',
  'folder with `screen.txt`, `screen.ansi`, `meta.json` and `label.json`). The table is generated from',
  'the packs and their fixtures by `npm run coverage-table`; a test keeps it fresh.',
  '',
];

/** CLIs people run in tmux panes that no built-in pack covers, or covers only in part, and why (the table's closing section). */
const NOT_COVERED: readonly (readonly [cli: string, why: string])[] = [
  ['Crush (`@charmland/crush`)', 'its npm package downloads the binary from GitHub at install time, which the offline capture lab cannot do, so there is no real screen to write rules from'],
  ['Cline (`cline`)', 'covered, but as a plugin package: `plugins/ptyscreen-pack-cline` (loaded by default with the built-in packs)'],
  ['Qoder CLI (`@qoder-ai/qodercli`)', 'covered up to its first turn only (folder trust, sign-in, a token that cannot be checked): every turn runs on Qoder\'s own servers under a Qoder account (a browser login or `QODER_PERSONAL_ACCESS_TOKEN`), with no model API or base URL the offline lab could stand in for, so its composer, busy, tool-permission, reply and provider-error screens have no capture'],
  ['Letta Code (`@letta-ai/letta-code`)', 'its turns are captured with its local backend (`LETTA_LOCAL_BACKEND_EXPERIMENTAL=1`, the model called through OpenRouter\'s API at the lab\'s mock); in its default mode the agent runs on a Letta server (api.letta.com), whose API the lab does not speak, so only that mode\'s sign-in and start-up failures are captured'],
];

export function renderCoverageTable(coverage: readonly PackCoverage[]): string {
  const list = (values: readonly string[]): string => (values.length === 0 ? '—' : values.join(', '));
  const rows = coverage.map((c) =>
    [`\`${c.id}\``, c.packVersion, list(c.versions), list(c.sizes), list(c.gates), list(c.failures), list(c.others), String(c.fixtures), `${c.rules - c.untested}/${c.rules}`].join(' | '),
  );
  return [
    ...HEADER,
    '| vendor | pack | CLI versions captured | sizes | gates | failures | other states | fixtures | rules with a match fixture |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    'Not in this table, or only in part:',
    '',
    ...NOT_COVERED.map(([cli, why]) => `- ${cli}: ${why}.`),
    '',
  ].join('\n');
}
