// `ptyscreen packs validate`: every problem of every pack at once, with file:line:col, for authors and CI.
import { Args } from '../../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf, packFlags, packSelectionOf } from '../../cli/base-command.js';
import { paragraphs } from '../../cli/help-text.js';
import { EXIT_FINDINGS, EXIT_INVALID } from '../../errors.js';
import { discoverPacks, expandPackPath } from '../../packs/discover.js';
import type { PackEntry } from '../../packs/load.js';
import { formatProblem, type PackProblem } from '../../packs/problems.js';
import { cacheFromEnvironment } from '../../packs/cache.js';
import { displayPath } from '../../packtest/report-text.js';
import { validatePacks } from '../../packtest/validate.js';

export default class PacksValidate extends BaseCommand {
  static override summary = 'Check rule packs: schema, patterns, versions and fixtures, listing every problem.';

  static override description = paragraphs([
    'Each PATH is a pack folder (holding pack.yaml), a pack.yaml, a package declaring packs in its',
    'package.json, or a folder of these (rules/, plugins/). Without PATH, every pack this directory',
    'would load is checked: built-in, plugins, installed packages, the config file and --pack.',
    '',
    'Reported: YAML errors and alias bombs, schema errors, duplicate rule ids, patterns RE2 refuses or',
    'that are too long, options patterns without a (?P<label>…) group, rules that claim every screen,',
    'ptyscreen and vendor version ranges, fixtures that are missing or outside the pack.',
    '',
    'Exit codes: 0 no errors (warnings may be printed); 1 a pack has an error; 2 bad usage, or a PATH',
    'that does not exist or is not a pack (a folder with no pack.yaml). --json prints those too, as',
    'problems.',
  ]);

  static override examples = [
    '<%= config.bin %> packs validate',
    '<%= config.bin %> packs validate rules/gemini-cli',
    '<%= config.bin %> packs validate plugins/ --json',
  ];

  static override strict = false;

  static override args = {
    path: Args.string({ description: 'packs to check (default: every pack that would be loaded here)', ignoreStdin: true }),
  };

  static override baseFlags = packFlags;

  static override flags = {
    ...formatFlags(['text', 'json'] as const, { description: 'what to print: one line per problem, or { valid, packs, errors, warnings, problems } as JSON' }),
  };

  protected async work(): Promise<void> {
    const { paths, flags } = await this.parseWithPaths(PacksValidate);
    const json = formatOf(flags) === 'json';
    // A PATH that does not exist is bad usage: its problem is printed, and nothing else is checked.
    const missing: PackProblem[] = this.missingPaths(paths).map((error) => ({ code: 'pack.io', severity: 'error', message: error.message, file: error.location.file! }));
    if (missing.length > 0) {
      if (json) this.print(JSON.stringify({ valid: false, packs: 0, errors: missing.length, warnings: 0, problems: missing }, null, 2));
      else for (const problem of missing) this.printError(`ptyscreen: ${formatProblem(problem)}`);
      this.raiseExitCode(EXIT_INVALID);
      return;
    }

    const problems: PackProblem[] = [];
    let entries: PackEntry[];
    if (paths.length > 0) {
      entries = paths.flatMap((path) => {
        const expanded = expandPackPath(path);
        problems.push(...expanded.problems);
        return expanded.entries;
      });
    } else {
      const discovery = discoverPacks(packSelectionOf(flags));
      problems.push(...discovery.problems);
      entries = [...discovery.entries];
    }
    const validation = validatePacks(entries, { cache: cacheFromEnvironment() });
    problems.push(...validation.problems);

    const errors = problems.filter((p) => p.severity === 'error').length;
    const warnings = problems.length - errors;
    if (json) {
      this.print(JSON.stringify({ valid: errors === 0, packs: validation.records.length, errors, warnings, problems }, null, 2));
    } else {
      for (const problem of problems) this.print(formatProblem({ ...problem, file: displayPath(problem.file) }));
      this.print(`${validation.records.length} pack${validation.records.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
    }
    if (errors > 0) this.raiseExitCode(problems.some((problem) => problem.code === 'pack.not-a-pack') ? EXIT_INVALID : EXIT_FINDINGS);
  }
}
