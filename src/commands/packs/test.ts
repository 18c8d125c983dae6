// `ptyscreen packs test`: runs every rule's fixtures and the cross-pack checks, reporting like a test runner.
import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { Args, Command, Flags } from '../../cli/oclif.js';
import { paragraphs } from '../../cli/help-text.js';
import { packSelectionFlags, packSelectionOf } from '../../cli/pack-flags.js';
import { EXIT_FINDINGS, EXIT_INVALID } from '../../errors.js';
import { expandPackPath, loadPacks } from '../../packs/discover.js';
import { packFileOf } from '../../packs/load.js';
import { formatProblem } from '../../packs/problems.js';
import { formatJunit } from '../../packtest/junit.js';
import { displayPath, formatTestReport } from '../../packtest/report-text.js';
import { summaryLine, testPacks } from '../../packtest/run.js';

export default class PacksTest extends Command {
  static override summary = "Test rule packs against their fixtures: each rule's captures, then conflicts between packs.";

  static override description = paragraphs([
    "For every rule, each `match` fixture must produce that rule's result (and the fixture's",
    'label.json or <name>.expect.json: state, kind, input, options, and the subject when it sets',
    '"checkSubject": true), and each `nomatch` fixture must not. Every fixture with an expectation is',
    'held to it. Then every loaded fixture is classified as a user would (no --vendor): one that',
    "another vendor's rule decides is a conflict, and fails. Rules no fixture exercises are warnings.",
    '',
    'Each PATH is a pack, a package declaring packs, or a folder of them; the packs found there are',
    'tested (overriding any loaded pack with the same id) against everything else that is loaded.',
    'Without PATH every loaded pack is tested. The last line is always `N passed, N failed`.',
    '',
    'Exit codes: 0 every check passed; 1 a check failed or a tested pack has an error; 2 bad usage.',
  ]);

  static override examples = [
    '<%= config.bin %> packs test',
    '<%= config.bin %> packs test plugins/ptyscreen-pack-cline',
    '<%= config.bin %> packs test --reporter junit --output reports/packs.xml',
  ];

  static override strict = false;

  static override args = {
    path: Args.string({ description: 'packs to test (default: every loaded pack)', ignoreStdin: true }),
  };

  static override flags = {
    reporter: Flags.string({ description: 'output format', options: ['text', 'junit', 'json'], default: 'text' }),
    output: Flags.string({ description: 'write the report to this file (written whole, then renamed into place)' }),
    json: Flags.boolean({ description: 'same as --reporter json' }),
    ...packSelectionFlags,
  };

  async run(): Promise<void> {
    const { argv, flags } = await this.parse(PacksTest);
    const paths = argv as string[];
    const missing = paths.filter((path) => !existsSync(path));
    for (const path of missing) this.logToStderr(`ptyscreen: ${path}: no such file or folder`);
    if (missing.length > 0) this.exit(EXIT_INVALID);

    const given = paths.flatMap((path) => expandPackPath(path).entries.map((entry) => entry.path));
    const selection = packSelectionOf(flags);
    // Every fixture of every pack is a batch of varied screens for the scanner.
    const load = loadPacks({ ...selection, packs: [...(selection.packs ?? []), ...given], screens: 'varied' });
    // Packs named by PATH are tested; a named pack that failed to load fails the run. Without PATH,
    // every loaded pack is tested and any pack's error fails it.
    const givenFiles = new Set(given.map((path) => packFileOf(path)));
    const named = paths.length > 0;
    const tested = named ? load.records.filter((record) => givenFiles.has(record.file) && record.status === 'loaded').map((record) => record.id!) : undefined;
    const blocking = load.problems.filter((p) => p.severity === 'error' && (!named || givenFiles.has(p.file)));
    for (const problem of load.problems) this.logToStderr(formatProblem({ ...problem, file: displayPath(problem.file) }));
    if (load.problems.some((p) => p.code === 'pack.not-a-pack')) this.exit(EXIT_INVALID);

    const counted = await testPacks(load.set, tested, { loadErrors: blocking });
    const reporter = flags.json ? 'json' : flags.reporter;
    const text =
      reporter === 'junit' ? formatJunit(counted)
      : reporter === 'json' ? `${JSON.stringify(counted, null, 2)}\n`
      : `${formatTestReport(counted).join('\n')}\n`;
    if (flags.output !== undefined) {
      const temp = `${flags.output}.${process.pid}.tmp`;
      await writeFile(temp, text);
      await rename(temp, flags.output);
      this.log(summaryLine(counted));
    } else {
      process.stdout.write(text);
    }
    if (counted.failed > 0) this.exit(EXIT_FINDINGS);
  }
}
