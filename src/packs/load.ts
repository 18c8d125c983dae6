// Loads pack files into one compiled pack set: read → parse YAML → schema check → version check → compile, all problems kept.

import * as nodeFs from 'node:fs';
import { isPackDocument, notAPack, packFileOf, readPackText, PACK_FILE_NAME, type PackFs } from './pack-file.js';
import { dirname } from 'node:path';
import type { CachedPack, PackCache } from './cache.js';
import { findClaimsEverything } from './claims.js';
import { checkCompatibility, PTYSCREEN_VERSION } from './compatibility.js';
import { compilePack } from './compile.js';
import { cachedLocator, rulePositions, yamlLocator, type PackLocator } from './locator.js';
import { hasErrors, type PackProblem } from './problems.js';
import { checkPackSchema } from './schema-check.js';
import { createOverrideLedger, type OwnRecord, type PackRecord, type PackSourceKind } from './overrides.js';
import type { CompiledPack, CompiledPackSet, CompiledSignatures, PackSpec } from './types.js';
import { leafIndices } from '../match/conditions.js';
import { buildScanner, fitsOneSet, MAX_PATTERNS_PER_SET, VARIED_SCREENS_SET_SIZE, type PatternScanner } from '../match/scanner.js';
import { BUILTIN_SIGNATURES, compileSignatures, type SignatureTable } from './signatures.js';
import { parseYamlSource } from '../shared/yaml-source.js';
import { ioFailure } from '../errors.js';

/** One pack to load: its folder (or pack.yaml), where it was found, and what found it (a package, a config file). */
export interface PackEntry {
  readonly path: string;
  readonly source: PackSourceKind;
  readonly origin?: string | undefined;
}

export interface PackSetLoad {
  readonly set: CompiledPackSet;
  /** Every problem of every pack, errors and warnings; a pack with any error is left out of the set whole. */
  readonly problems: readonly PackProblem[];
  /** One record per pack given, in the order given. */
  readonly records: readonly PackRecord[];
}

export interface LoadOptions {
  readonly fs?: PackFs | undefined;
  /** Parsed packs kept by the text they were parsed from; null or absent loads every pack from its YAML. */
  readonly cache?: PackCache | null | undefined;
  /** Pack ids not to load, and rules (`pack/rule`) not to compile. */
  readonly disable?: { readonly packs?: readonly string[]; readonly rules?: readonly string[] } | undefined;
  /**
   * `classify` (the default) warns about a rule that claims every screen and leaves its pack out;
   * `validate` makes that an error, so `packs validate` exits 1 on it.
   */
  readonly mode?: 'classify' | 'validate' | undefined;
  /** The ptyscreen version packs' ranges are checked against; tests set it. */
  readonly ptyscreenVersion?: string | undefined;
  /**
   * The screens the packs will be matched against. `recurring` (the default: a pane watched over
   * time) puts every pattern in as few RE2 sets as will build, one pass a screen. `once` (a capture
   * read once, as `classify FILE` does) groups the patterns as a reading asks for them (each pack's
   * own, every pack's markers, the generic layer's) and compiles a group's sets only when a screen
   * asks about it: one capture compiles a group or two, not every pack's. `varied` (a batch of many
   * different captures, a server) groups them the same way, in sets small enough to keep the DFA
   * states of hundreds of different screens. Either way the scanner splits a set that stays slow;
   * see buildScanner.
   */
  readonly screens?: 'recurring' | 'once' | 'varied' | undefined;
  /**
   * The error-signature table the generic layer reads, compiled into the same scan as the packs:
   * undefined uses the built-in table, null turns the generic layer off. It is compiled when a loaded
   * pack declares slots or the table reads declared agents: without either it has nowhere to look.
   */
  readonly signatures?: SignatureTable | null | undefined;
  /** Process names of agent CLIs no pack describes (a config's `agents:`), read by the generic layer alone. */
  readonly agents?: readonly string[] | undefined;
}

/** `cached`: the text was seen before and loaded without a problem; `clean`: parsed without so much as a warning. */
type Parsed = { spec: PackSpec; locator: PackLocator; cached: boolean; clean: boolean } | null;

/** The pack's checked document, from the cache when its text was seen before, else from its YAML. */
function parsePack(file: string, text: string, cache: PackCache | null | undefined, problems: PackProblem[]): Parsed {
  const hit = cache?.get(text, file);
  if (hit !== undefined) return { spec: hit.spec, locator: cachedLocator(file, text, hit.positions), cached: true, clean: true };
  const parsed = parseYamlSource(file, text);
  problems.push(...parsed.problems);
  if (hasErrors(parsed.problems)) return null;
  if (!isPackDocument(parsed.value)) {
    problems.push({ code: 'pack.not-a-pack', severity: 'error', message: 'not a pack (its YAML is not a mapping with an id)', file, line: 1, column: 1 });
    return null;
  }
  const schemaProblems = checkPackSchema(parsed.value, parsed.source);
  problems.push(...schemaProblems);
  if (schemaProblems.length > 0) return null;
  return { spec: parsed.value as PackSpec, locator: yamlLocator(parsed.source), cached: false, clean: parsed.problems.length === 0 };
}

function asEntry(path: string | PackEntry): PackEntry {
  return typeof path === 'string' ? { path, source: 'cli' } : path;
}

type Outcome =
  | { readonly status: 'invalid' | 'disabled' | 'skipped'; readonly spec: PackSpec | null }
  | { readonly status: 'loaded'; readonly spec: PackSpec; readonly pack: CompiledPack; readonly disabledRules: readonly string[] };

interface LoadContext {
  readonly fs: PackFs;
  readonly options: LoadOptions;
  readonly disabledPacks: ReadonlySet<string>;
  readonly disabledRules: ReadonlySet<string>;
  readonly patterns: string[];
  readonly problems: PackProblem[];
  /**
   * Build each pack's patterns into an RE2 set of their own, to refuse the pack that does not fit
   * one. Off on the first try: then the scanner's own sets answer for most packs (see fitsOfLoadedPacks).
   */
  readonly checkEachPackFits: boolean;
  /**
   * Where each loaded pack's patterns lie: the scanner scans each pack's as a group. `verified`: the
   * pack came from the cache, which holds only packs whose patterns were found to fit one set.
   */
  readonly ranges: { from: number; to: number; verified: boolean }[];
  /** Packs to cache once the load knows they fit the scanner: a cache hit skips that check. */
  readonly toCache: { readonly file: string; readonly text: string; readonly entry: CachedPack }[];
}

/** One pack file through every stage; the first stage with an error ends it, with nothing of it kept. */
function loadOne(file: string, context: LoadContext): Outcome {
  const { fs, options, problems, patterns } = context;
  const wrongPath = notAPack(file, fs);
  if (wrongPath !== null) {
    problems.push(wrongPath);
    return { status: 'invalid', spec: null };
  }
  let text: string;
  try {
    const read = readPackText(file, fs);
    if (typeof read !== 'string') {
      problems.push(read);
      return { status: 'invalid', spec: null };
    }
    text = read;
  } catch (error) {
    problems.push({
      code: 'pack.io',
      severity: 'error',
      message: `cannot read the pack (${ioFailure(error)}); a pack is a folder holding ${PACK_FILE_NAME}, or that file`,
      file,
    });
    return { status: 'invalid', spec: null };
  }
  const parsed = parsePack(file, text, options.cache, problems);
  if (parsed === null) return { status: 'invalid', spec: null };
  const { spec, locator, cached } = parsed;
  if (context.disabledPacks.has(spec.id)) return { status: 'disabled', spec };
  // A cached pack loaded before without a single problem, every check and every rule included, under
  // this ptyscreen version (the cache key holds it); `packs validate` checks every time regardless.
  const verified = cached && options.mode !== 'validate' && (options.ptyscreenVersion ?? PTYSCREEN_VERSION) === PTYSCREEN_VERSION;
  const compatibility = verified ? { usable: true, problems: [] } : checkCompatibility(spec, locator, options.ptyscreenVersion);
  problems.push(...compatibility.problems);
  if (!compatibility.usable) return { status: hasErrors(compatibility.problems) ? 'invalid' : 'skipped', spec };

  // A pack that fails to compile must leave nothing behind, not even its patterns in the scanner.
  const mark = patterns.length;
  const registry = { add: (pattern: string) => patterns.push(pattern) - 1 };
  const compiled = compilePack(spec, locator, dirname(file), registry, context.disabledRules, verified);
  problems.push(...compiled.problems);
  // A rule that claims every screen is a mistake or an attack; either way the whole pack is left out
  // rather than that rule alone: its other rules came from the same hand, and a pack missing one
  // rule would still name its vendor and reach `ready` on screens its authors meant to gate.
  const claims = compiled.pack === null || verified ? [] : findClaimsEverything(compiled.pack, locator, options.mode === 'validate' ? 'error' : 'warning');
  problems.push(...claims);
  if (compiled.pack === null || claims.length > 0) {
    patterns.length = mark;
    return { status: 'invalid', spec };
  }
  // Cached only once it loaded without so much as a warning, every rule compiled (none disabled):
  // a hit reports nothing, so whatever a load would have said must be nothing.
  const disabledRules = [...(spec.gates ?? []), ...(spec.failures ?? [])]
    .map((rule) => `${spec.id}/${rule.id}`)
    .filter((id) => context.disabledRules.has(id));
  const spotless = parsed.clean && compatibility.problems.length === 0 && compiled.problems.length === 0;
  // The set scan is what keeps classification one pass; a pack RE2 cannot scan in one set is refused
  // here, by name, rather than failing the whole load later.
  if (context.checkEachPackFits && !fitsOneSet(patterns.slice(mark))) {
    problems.push({
      code: 'pattern.too-large',
      severity: 'error',
      message: `the pack's ${patterns.length - mark} patterns together exceed what RE2 can scan in one pass; narrow wide repetitions such as {50,1000} or split the rules over several packs`,
      file,
      line: 1,
      column: 1,
    });
    patterns.length = mark;
    return { status: 'invalid', spec };
  }
  context.ranges.push({ from: mark, to: patterns.length, verified });
  if (!cached && spotless && options.cache && disabledRules.length === 0) context.toCache.push({ file, text, entry: { spec, positions: rulePositions(locator, spec) } });
  return { status: 'loaded', spec, pack: compiled.pack, disabledRules };
}

export function loadPackSet(paths: readonly (string | PackEntry)[], options: LoadOptions = {}): PackSetLoad {
  // Nearly always every pack fits one RE2 set and the first try is the load. When one may not, the
  // load runs again and builds each pack's set on its own, to refuse that pack by name.
  return loadPackSetOnce(paths, options, false) ?? loadPackSetOnce(paths, options, true)!;
}

/** What the pack's own load says of it; the ledger adds which packs it replaced and was replaced by. */
function ownRecord(entry: PackEntry, file: string, outcome: Outcome): OwnRecord {
  const { spec } = outcome;
  const loaded = outcome.status === 'loaded' ? outcome : null;
  return {
    file,
    source: entry.source,
    origin: entry.origin,
    id: spec?.id ?? null,
    name: spec?.name ?? null,
    version: spec?.version ?? null,
    status: outcome.status,
    spec,
    gates: loaded?.pack.gates.length ?? 0,
    failures: loaded?.pack.failures.length ?? 0,
    disabledRules: loaded?.disabledRules ?? [],
  };
}

function loadPackSetOnce(paths: readonly (string | PackEntry)[], options: LoadOptions, checkEachPackFits: boolean): PackSetLoad | null {
  const context: LoadContext = {
    fs: options.fs ?? nodeFs,
    options,
    disabledPacks: new Set(options.disable?.packs ?? []),
    disabledRules: new Set(options.disable?.rules ?? []),
    patterns: [],
    problems: [],
    checkEachPackFits,
    ranges: [],
    toCache: [],
  };
  const { problems } = context;
  const ledger = createOverrideLedger();
  for (const entry of paths.map(asEntry)) {
    const file = packFileOf(entry.path, context.fs);
    const outcome = loadOne(file, context);
    const warning = ledger.add(ownRecord(entry, file, outcome), outcome.status === 'loaded' ? outcome.pack : null);
    if (warning !== null) problems.push(warning);
  }
  const { packs, records } = ledger;

  const { patterns } = context;
  const packLeaves = patterns.length;
  const table = options.signatures === undefined ? BUILTIN_SIGNATURES : options.signatures;
  const generic =
    table === null || (table.agent === undefined && !packs.some((pack) => pack.slots !== null))
      ? null
      : compileSignatures(table, { add: (pattern) => patterns.push(pattern) - 1 }, options.agents);
  let scanner: PatternScanner | null;
  try {
    // A group is built on its first scan: a capture read once asks for one vendor's patterns, and
    // maybe the signatures, and compiles those sets alone. A pane watched over time is one pass over
    // one group; many different screens ask for smaller sets.
    scanner = buildScanner(patterns, {
      firstSetSize: options.screens === 'varied' ? VARIED_SCREENS_SET_SIZE : MAX_PATTERNS_PER_SET,
      // Varied screens start in sets sized for them, and are not timed: every screen a set meets is
      // new to it for thousands of screens, so its DFA is still building its states and reads as
      // slow, and the races this started (cold candidates against a cold set) never found a better
      // grouping of the built-in packs and cost a tenth of a 10,000-capture batch.
      ...(options.screens === 'varied' ? { clock: null } : {}),
      groups: options.screens === 'once' || options.screens === 'varied' ? scanGroups(packs, context.ranges, generic, packLeaves, patterns.length) : undefined,
    });
    // Building the sets to check a pack's fit can meet a pattern that no RE2 set holds, even alone.
    if (!checkEachPackFits && !fitsOfLoadedPacks(context.ranges, patterns, scanner)) return null;
  } catch {
    // The checked load finds the pack that holds it.
    return null;
  }
  for (const { file, text, entry } of context.toCache) options.cache?.set(text, entry, file);
  return { set: { packs, scanner, leafCount: packLeaves, generic }, problems, records };
}

/**
 * The scanner's groups for varied screens, in the order a reading asks for them: every pack's identity markers (one scan
 * narrows a shared process name such as `node` to a vendor), each pack's own patterns, then the
 * generic layer's error signatures and shapes with the sign-in notice (read on every screen no rule
 * claims), its dialog cues (read only where a composer is missing), and the declared agent's slots.
 */
function scanGroups(packs: readonly CompiledPack[], ranges: readonly { from: number; to: number }[], generic: CompiledSignatures | null, signaturesFrom: number, size: number): number[][] {
  const markers = packs.flatMap((pack) => pack.identity.flatMap((marker) => [...leafIndices(marker, new Set())]));
  const own = ranges.map(({ from, to }) => Array.from({ length: to - from }, (_, k) => from + k));
  if (generic === null) return [markers, ...own];
  const reasons = [
    ...generic.reasons.map(({ leaf }) => leaf.setIndex),
    ...(generic.shapes === null ? [] : [generic.shapes.present.setIndex]),
    ...(generic.signIn === null ? [] : [generic.signIn.leaf.setIndex]),
  ];
  const cues = [...generic.cues.map((leaf) => leaf.setIndex), ...generic.inputs.map(({ leaf }) => leaf.setIndex), ...(generic.popup === null ? [] : [generic.popup.setIndex])];
  const named = new Set([...reasons, ...cues]);
  const agent = Array.from({ length: size - signaturesFrom }, (_, k) => signaturesFrom + k).filter((index) => !named.has(index));
  return [markers, ...own, reasons, cues, agent];
}

/**
 * True when every loaded pack's patterns fit one RE2 set. A pack from the cache was found to fit
 * when it was cached; any other is asked of the scanner, whose group for the pack is built to answer
 * (a pack whose patterns all lie in one set fits, since any part of a set that builds builds too),
 * and only a pack across two sets is built on its own.
 */
function fitsOfLoadedPacks(ranges: readonly { from: number; to: number; verified: boolean }[], patterns: readonly string[], scanner: PatternScanner | null): boolean {
  return ranges.every(({ from, to, verified }) => to === from || verified || scanner?.holdsTogether(from, to) === true || fitsOneSet(patterns.slice(from, to)));
}
