// `ptyscreen packs validate`: every problem of every pack at once, with file:line:col, for authors and CI.
import { Args } from '../../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf, outputFlag, packFlags, packSelectionOf, quietFlag } from '../../cli/base-command.js';
import { paragraphs } from '../../cli/help-text.js';
import { EXIT_FINDINGS, EXIT_INVALID } from '../../errors.js';
import { discoverPacks, expandPackPath } from '../../packs/discover.js';
import type { PackEntry } from '../../packs/load.js';
import { formatProblem, type PackProblem } from '../../packs/problems.js';
import { cacheFromEnvironment } from '../../packs/cache.js';
import { displayPath } from '../../packtest/report-text.js';
import { validatePacks } from '../../packtest/validate.js';
import { withoutFixturesNote } from '../../packtest/fixtures.js';

export default class PacksValidate extends BaseCommand {
  static override summary = 'Check rule packs: schema, patterns, versions and fixtures, listing every problem.';

  static override description = paragraphs([
    'Each PATH is a pack folder (holding pack.yaml), a pack.yaml, a package declaring packs in its',
    'package.json, or a folder of these (rules/, plugins/). Without PATH, every pack this directory',
    'would load is checked: built-in, plugins, installed packages, the config file and --pack.',
    '',
    'Reported: YAML errors and alias bombs, schema errors, duplicate rule ids, patterns RE2 refuses or',
    'that are too long, options patterns without a (?P<label>…) group, rules that claim every screen,',
    'ptyscreen and vendor version ranges, fixtures that are missing or outside the pack. Warned of:',
    'patterns that open with a counted run of any character ((?m)^.{0,16}Name), which make every scan',
    'of the pack dearer. A pack the',
    'schema refuses still has its patterns put to RE2 and its fixtures looked for. The built-in packs',
    'of an installed package come without their fixtures (they are in the source repository): that is',
    'said once, and not counted as a problem.',
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
    output: outputFlag('the problems'),
    quiet: quietFlag('the errors and the closing count (no warnings)'),
  };

  protected async work(): Promise<void> {
    const { paths, flags } = await this.parseWithPaths(PacksValidate);
    const json = formatOf(flags) === 'json';
    // A PATH that does not exist is bad usage: its problem is printed, and nothing else is checked.
    const missing: PackProblem[] = this.missingPaths(paths).map((error) => ({ code: 'pack.io', severity: 'error', message: error.message, file: error.location.file! }));
    if (missing.length > 0) {
      if (json) this.print(JSON.stringify({ valid: false, packs: 0, errors: missing.length, warnings: 0, problems: missing }, null, 2));
      else this.printProblems(missing);
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
    if (validation.withoutFixtures.length > 0) this.printError(`ptyscreen: ${withoutFixturesNote(validation.withoutFixtures)}; their fixtures were not checked`);

    const errors = problems.filter((p) => p.severity === 'error').length;
    const warnings = problems.length - errors;
    const summary = `${validation.records.length} pack${validation.records.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
    const shown = flags.quiet ? problems.filter((problem) => problem.severity === 'error') : problems;
    const text = json
      ? `${JSON.stringify({ valid: errors === 0, packs: validation.records.length, errors, warnings, problems }, null, 2)}\n`
      : [...shown.map((problem) => formatProblem({ ...problem, file: displayPath(problem.file) })), summary].map((line) => `${line}\n`).join('');
    await this.emit(text, flags.output, `wrote ${flags.output}: ${summary}`);
    if (errors > 0) this.raiseExitCode(problems.some((problem) => problem.code === 'pack.not-a-pack') ? EXIT_INVALID : EXIT_FINDINGS);
  }
}
