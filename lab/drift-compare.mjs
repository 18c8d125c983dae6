// The drift check's comparison, apart from capturing: reads two sets of captures (a release just
// captured, and the release already in a pack's fixtures), pairs them case by case and size by size,
// and says which screens the current packs now read differently (state, gate kind, options, reason),
// which the packs read otherwise than their label claims, and which dialog titles and error templates
// the release brings that the other did not have. Plain ESM, no dependencies: the classifier is handed
// in (the built library, or its sources in a test).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** @import { ClassificationResult, FixtureExpectation, PackSet } from '../src/index.js' */
/** @import { Template } from './catalog.mjs' */
/**
 * A capture folder of a release (readCaptureSet).
 * @typedef {{ name: string, case: string, size: string, version: string, scenario: string | null, dir: string, label: FixtureExpectation | null }} CaptureEntry
 */
/**
 * What the drift check compares of a result (summaryOf).
 * @typedef {{ state: string, kind: string | null, options: string[] | null, reason: string | null, rule: string | null }} Summary
 */
/**
 * A capture classified (classifyEntries).
 * @typedef {CaptureEntry & { result: Summary | null, error: string | null, labelDifferences: string[] }} ClassifiedEntry
 */
/** @typedef {'state' | 'kind' | 'reason' | 'options'} Field */
/** @typedef {{ field: Field, base: unknown, fresh: unknown }} Change */
/**
 * A case at a size, in both releases (compareReleases): captured in the fresh run, or `missing` from it.
 * @typedef {{ case: string, size: string, changes: Change[], misread: boolean }
 *   & ({ status: 'same' | 'changed' | 'new', base: ClassifiedEntry | null, fresh: ClassifiedEntry }
 *     | { status: 'missing', base: ClassifiedEntry, fresh: null })} Row
 */
/** @typedef {{ rows: Row[], counts: Record<Row['status'] | 'misread', number> }} Comparison */

/**
 * A JSON file read as the shape its caller names, or null when there is no such file.
 * @template T
 * @param {string} file
 * @returns {T | null}
 */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/**
 * A capture's case: its folder name without the size (`__120x40`) and without the version that
 * `import-fixtures.mjs` appends (`-2.1.332`), so that `api-401__80x24` of a fresh capture and
 * `api-401-2.1.332__80x24` of a fixture name the same case.
 * @param {string} name
 * @param {string} [version]
 */
export function caseOf(name, version) {
  const base = name.split('__')[0];
  return version && base.endsWith(`-${version}`) ? base.slice(0, -(version.length + 1)) : base;
}

/**
 * Every capture folder under `dir` that says which release it shows (a `meta.json` with `version`):
 * `{ name, case, size, version, scenario, dir, label }`. Captures without a version (screens brought
 * in from elsewhere) have no release to compare and are left out.
 * @param {string} dir
 * @returns {CaptureEntry[]}
 */
export function readCaptureSet(dir) {
  if (!existsSync(dir)) return [];
  /** @type {CaptureEntry[]} */
  const entries = [];
  for (const name of readdirSync(dir).sort()) {
    const folder = join(dir, name);
    if (!statSync(folder).isDirectory()) continue;
    /** @type {{ version?: unknown, cols?: number, rows?: number, scenario?: string } | null} */
    const meta = readJson(join(folder, 'meta.json'));
    if (!meta || typeof meta.version !== 'string') continue;
    const size = meta.cols && meta.rows ? `${meta.cols}x${meta.rows}` : name.split('__')[1] ?? '';
    entries.push({
      name, case: caseOf(name, meta.version), size, version: meta.version, scenario: meta.scenario ?? null,
      dir: folder, label: readJson(join(folder, 'label.json')),
    });
  }
  return entries;
}

/**
 * Orders release numbers as numbers part by part (`2.1.4` < `2.1.40` < `2.1.332`).
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const pa = a.split(/[.+-]/);
  const pb = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    const nx = /^\d+$/.test(x) ? Number(x) : NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : NaN;
    const d = Number.isNaN(nx) || Number.isNaN(ny) ? x.localeCompare(y) : nx - ny;
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * The release to compare with: the newest one among the fixtures other than the release just captured.
 * @param {CaptureEntry[]} entries
 * @param {string} freshVersion
 */
export function baseVersionOf(entries, freshVersion) {
  const versions = [...new Set(entries.map((e) => e.version))].filter((v) => v !== freshVersion).sort(compareVersions);
  return versions.at(-1) ?? null;
}

/**
 * What the drift check compares of a result: its state, gate kind, input and option labels, failure reason, and the rule (shown, not compared).
 * @param {ClassificationResult} result
 * @returns {Summary}
 */
export function summaryOf(result) {
  return {
    state: result.state,
    kind: result.state === 'operator_gate' ? result.gate.kind : null,
    options: result.state === 'operator_gate' ? result.gate.options.map((o) => o.label) : null,
    reason: result.state === 'failing' ? result.reason : null,
    rule: result.evidence?.rule ?? null,
  };
}

/**
 * Classifies each capture with `lib` (the built library or its sources: `classifyCapture` and
 * `compareWithExpectation`) and the pack set, as `packs test` does (the vendor given), and records
 * how the result differs from the capture's label.
 * @param {Pick<typeof import('../src/index.js'), 'classifyCapture' | 'compareWithExpectation'>} lib
 * @param {PackSet} set
 * @param {CaptureEntry[]} entries
 * @param {string} vendor
 * @returns {Promise<ClassifiedEntry[]>}
 */
export async function classifyEntries(lib, set, entries, vendor) {
  /** @type {ClassifiedEntry[]} */
  const out = [];
  for (const entry of entries) {
    const outcome = await lib.classifyCapture(set, entry.dir, { vendor });
    if (!outcome.ok) {
      out.push({ ...entry, result: null, error: outcome.error.message, labelDifferences: [] });
      continue;
    }
    const labelDifferences = entry.label ? lib.compareWithExpectation(outcome.result, entry.label) : [];
    out.push({ ...entry, result: summaryOf(outcome.result), error: null, labelDifferences });
  }
  return out;
}

/** @type {Field[]} */
const FIELDS = ['state', 'kind', 'reason', 'options'];

// Each capture runs in a folder of its own (/tmp/lab/cc38/proj-cc38), which options may name (a
// permission's "… commands in /tmp/lab/cc38/proj-cc38"): compared without it.
const RUN_FOLDER = /(?:\/tmp\/lab\/[a-z]+\d+\/)?proj-[a-z]+\d+/g;
/** @type {(field: Field, value: unknown) => unknown} */
const comparable = (field, value) => (field === 'options' && Array.isArray(value) ? value.map((o) => o.replace(RUN_FOLDER, '<project>')) : value);

/**
 * The fields two result summaries differ in: `[{ field, base, fresh }]`, empty when they agree.
 * @param {Summary | null | undefined} base
 * @param {Summary | null | undefined} fresh
 * @returns {Change[]}
 */
export function resultChanges(base, fresh) {
  if (!base || !fresh) return [];
  return FIELDS.filter((f) => JSON.stringify(comparable(f, base[f])) !== JSON.stringify(comparable(f, fresh[f])))
    .map((field) => ({ field, base: base[field], fresh: fresh[field] }));
}

/**
 * Pairs the fresh captures with the base release's captures of the same case and size. Each row is
 * `same` (read alike), `changed` (read differently), `new` (the base has no such capture) or
 * `missing` (the base has it, but the fresh run, which played that scenario at that size, has not).
 * `misread` marks a fresh capture the packs read otherwise than its label (the scenario's claim, or
 * a person's after reading the screen): either the label or the pack is wrong.
 * @param {ClassifiedEntry[]} baseEntries
 * @param {ClassifiedEntry[]} freshEntries
 * @returns {Comparison}
 */
export function compareReleases(baseEntries, freshEntries) {
  /** @type {(e: CaptureEntry) => string} */
  const key = (e) => `${e.case}__${e.size}`;
  const base = new Map(baseEntries.map((e) => [key(e), e]));
  const freshKeys = new Set(freshEntries.map(key));
  const scenarios = new Set(freshEntries.map((e) => e.scenario).filter(Boolean));
  const sizes = new Set(freshEntries.map((e) => e.size));
  /** @type {Row[]} */
  const rows = [];
  for (const fresh of freshEntries) {
    const old = base.get(key(fresh)) ?? null;
    const changes = resultChanges(old?.result, fresh.result);
    const status = old === null ? 'new' : changes.length > 0 ? 'changed' : 'same';
    rows.push({ case: fresh.case, size: fresh.size, status, base: old, fresh, changes, misread: fresh.labelDifferences.length > 0 || fresh.error !== null });
  }
  for (const old of baseEntries) {
    if (freshKeys.has(key(old)) || !sizes.has(old.size) || !scenarios.has(old.scenario)) continue;
    rows.push({ case: old.case, size: old.size, status: 'missing', base: old, fresh: null, changes: [], misread: false });
  }
  rows.sort((a, b) => a.case.localeCompare(b.case) || a.size.localeCompare(b.size));
  const counts = { same: 0, changed: 0, new: 0, missing: 0, misread: 0 };
  for (const row of rows) {
    counts[row.status]++;
    if (row.misread) counts.misread++;
  }
  return { rows, counts };
}

/**
 * Dialog titles and error templates (lab/catalog.mjs) one release has and the other has not, by text.
 * @param {Template[]} baseTemplates
 * @param {Template[]} freshTemplates
 */
export function diffCatalogues(baseTemplates, freshTemplates) {
  const had = new Set(baseTemplates.map((t) => `${t.kind}\0${t.text}`));
  const has = new Set(freshTemplates.map((t) => `${t.kind}\0${t.text}`));
  return {
    added: freshTemplates.filter((t) => !had.has(`${t.kind}\0${t.text}`)),
    removed: baseTemplates.filter((t) => !has.has(`${t.kind}\0${t.text}`)),
  };
}

// ------------------------------------------------------------------ the report in words
/** @param {Summary | null | undefined} s */
export function describeSummary(s) {
  if (!s) return '-';
  if (s.state === 'operator_gate') return `operator_gate ${s.kind}${s.options && s.options.length ? ` [${s.options.join(' | ')}]` : ''}`;
  if (s.state === 'failing') return `failing ${s.reason}`;
  return s.state;
}

/** @type {(label: FixtureExpectation | null) => string} */
const describeLabel = (label) => {
  if (!label) return 'no label';
  if (label.state === 'operator_gate') return `operator_gate ${label.gate?.kind ?? '?'}${label.gate?.options?.length ? ` [${label.gate.options.join(' | ')}]` : ''}`;
  if (label.state === 'failing') return `failing ${label.reason ?? '?'}`;
  return label.state;
};

const ERRORS_SHOWN = 20;

/** @type {(v: unknown) => string} */
const fieldText = (v) => (Array.isArray(v) ? `[${v.join(' | ')}]` : String(v));

/**
 * The report as lines: one per case that needs a look, then the counts, then the catalogue's news.
 * @param {{ vendor: string, version: string, baseVersion: string | null, comparison: Comparison,
 *   catalogue?: { added: Template[], removed: Template[] } | null, all?: boolean }} o
 */
export function formatDrift({ vendor, version, baseVersion, comparison, catalogue, all = false }) {
  const lines = [`${vendor} ${version} against the pack's fixtures of ${baseVersion ?? '(no earlier release)'}`];
  for (const row of comparison.rows) {
    if (!all && row.status === 'same' && !row.misread) continue;
    const where = `${row.case} ${row.size}`;
    if (row.status === 'missing') {
      lines.push(`  missing  ${where}: ${baseVersion} has it (${describeSummary(row.base.result)}); this run did not capture it`);
      continue;
    }
    const got = row.fresh.error ? `unreadable: ${row.fresh.error}` : describeSummary(row.fresh.result);
    if (row.status === 'changed') {
      lines.push(`  changed  ${where}: ${row.changes.map((c) => `${c.field} ${fieldText(c.base)} → ${fieldText(c.fresh)}`).join('; ')}`);
    } else {
      lines.push(`  ${row.status.padEnd(7)}  ${where}: ${got}`);
    }
    if (row.misread) lines.push(`           label says ${describeLabel(row.fresh.label)}${row.fresh.labelDifferences.length ? ` (${row.fresh.labelDifferences.join('; ')})` : ''}: read the screen, then fix the label or the pack`);
    lines.push(`           ${row.fresh.dir}`);
  }
  const c = comparison.counts;
  lines.push(`${comparison.rows.length} captures: ${c.same} read as in ${baseVersion ?? 'the fixtures'}, ${c.changed} read differently, ${c.new} new, ${c.missing} not captured; ${c.misread} read otherwise than their label`);
  if (catalogue) {
    const { added, removed } = catalogue;
    /** @type {(list: Template[], kind: string) => number} */
    const count = (list, kind) => list.filter((t) => t.kind === kind).length;
    lines.push(`${vendor} ${version} shows ${count(added, 'dialog')} dialog titles and ${count(added, 'error')} error templates that ${baseVersion} does not (${removed.length} of ${baseVersion}'s are gone):`);
    // every new dialog; error templates are many (a bundle's libraries' messages among them), so a few
    const errors = added.filter((t) => t.kind === 'error');
    const shown = [...added.filter((t) => t.kind === 'dialog'), ...(all ? errors : errors.slice(0, ERRORS_SHOWN))];
    for (const t of shown) lines.push(`  ${t.kind.padEnd(6)}  ${(t.covered ?? '-').padEnd(34)}  ${t.text}`);
    if (!all && errors.length > ERRORS_SHOWN) lines.push(`  … ${errors.length - ERRORS_SHOWN} more error templates (--all, or drift.json)`);
  }
  return lines;
}
