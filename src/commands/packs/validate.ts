// `ptyscreen packs validate`: every problem of every pack at once, with file:line:col, for authors and CI.
import { existsSync } from 'node:fs';
import { Args, Command, Flags } from '../../cli/oclif.js';
import { paragraphs } from '../../cli/help-text.js';
import { packSelectionFlags, packSelectionOf } from '../../cli/pack-flags.js';
import { EXIT_FINDINGS, EXIT_INVALID } from '../../errors.js';
import { discoverPacks, expandPackPath } from '../../packs/discover.js';
import type { PackEntry } from '../../packs/load.js';
import { formatProblem, type PackProblem } from '../../packs/problems.js';
import { cacheFromEnvironment } from '../../packs/cache.js';
import { displayPath } from '../../packtest/report-text.js';
import { validatePacks } from '../../packtest/validate.js';

export default class PacksValidate extends Command {
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
    'Exit codes: 0 no errors (warnings may be printed); 1 a pack has an error; 2 bad usage or a PATH',
    'that does not exist.',
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

  static override flags = {
    json: Flags.boolean({ description: 'print { valid, errors, warnings, problems } as JSON' }),
    ...packSelectionFlags,
  };

  async run(): Promise<void> {
    const { argv, flags } = await this.parse(PacksValidate);
    const paths = argv as string[];
    const missing = paths.filter((path) => !existsSync(path));
    for (const path of missing) this.logToStderr(`ptyscreen: ${path}: no such file or folder`);
    if (missing.length > 0) this.exit(EXIT_INVALID);

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
    if (flags.json) {
      this.log(JSON.stringify({ valid: errors === 0, packs: validation.records.length, errors, warnings, problems }, null, 2));
    } else {
      for (const problem of problems) this.log(formatProblem({ ...problem, file: displayPath(problem.file) }));
      this.log(`${validation.records.length} pack${validation.records.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
    }
    if (problems.some((p) => p.code === 'pack.not-a-pack')) this.exit(EXIT_INVALID);
    if (errors > 0) this.exit(EXIT_FINDINGS);
  }
}
