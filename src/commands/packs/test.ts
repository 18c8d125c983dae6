// `ptyscreen packs test`: runs every rule's fixtures and the cross-pack checks, reporting like a test runner.
import { Args } from '../../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf, outputFlag, packFlags, packSelectionOf, quietFlag } from '../../cli/base-command.js';
import { paragraphs } from '../../cli/help-text.js';
import { EXIT_FINDINGS, EXIT_INVALID } from '../../errors.js';
import { errorEntry } from '../../output/error-entry.js';
import { expandPackPath, loadPacks } from '../../packs/discover.js';
import { packFileOf } from '../../packs/pack-file.js';
import { formatJunit } from '../../packtest/junit.js';
import { displayPath, formatTestReport } from '../../packtest/report-text.js';
import { fixturesInstalled, withoutFixturesNote } from '../../packtest/fixtures.js';
import { summaryLine, testPacks } from '../../packtest/run.js';

export default class PacksTest extends BaseCommand {
  static override summary = "Test rule packs against their fixtures: each rule's captures, then conflicts between packs.";

  static override description = paragraphs([
    "For every rule, each `match` fixture must produce that rule's result (and the fixture's",
    'label.json or <name>.expect.json: state, kind, input, options, and the subject when it sets',
    '"checkSubject": true), and each `nomatch` fixture must not. Every fixture with an expectation is',
    'held to it. Then every loaded fixture is classified as a user would (no --vendor): one that',
    "another vendor's rule decides is a conflict, and fails. Rules no fixture exercises are warnings.",
    '',
    "Under each pack, `labels held per release` gives, for each vendor release its fixtures were",
    "captured from (the version in a capture's meta.json), how many labelled fixtures were read as",
    'labelled, how many were read `ready` against their label, and how many `ready` screens were not.',
    '',
    "A release the pack's held-out.yaml names was captured after the rules were frozen and is never",
    'tuned on: its fixtures are counted on a line of their own, `held out (out-of-sample)`, and a',
    'misread there fails nothing (a fixture that cannot be read, or a broken label, still fails).',
    'In JUnit they are a suite of their own, `<pack> held out`, misreads skipped; --json marks',
    'each release `heldOut` and gives their checks under `heldOut`. An error in held-out.yaml fails.',
    '',
    'Each PATH is a pack, a package declaring packs, or a folder of them; the packs found there are',
    'tested (overriding any loaded pack with the same id) against everything else that is loaded.',
    'Without PATH every loaded pack is tested (the built-in packs of an installed package come without',
    'their fixtures, which stay in the source repository: they are left out, and that is said). The',
    'last line is always `N passed, N failed`;',
    '--quiet prints only what failed, a count of warnings, and that line.',
    '',
    '--format junit writes JUnit XML for CI; --output FILE writes the report to FILE (creating its',
    'folder) and prints only the last line.',
    '',
    'Exit codes: 0 every check passed; 1 a check failed or a tested pack has an error; 2 bad usage,',
    'a PATH that does not exist, or an --output that cannot be written.',
  ]);

  static override examples = [
    '<%= config.bin %> packs test',
    '<%= config.bin %> packs test plugins/ptyscreen-pack-cline',
    '<%= config.bin %> packs test --quiet',
    '<%= config.bin %> packs test --format junit --output reports/packs.xml',
  ];

  static override strict = false;

  static override args = {
    path: Args.string({ description: 'packs to test (default: every loaded pack)', ignoreStdin: true }),
  };

  static override baseFlags = packFlags;

  static override flags = {
    ...formatFlags(['text', 'json', 'junit'] as const, {
      description: 'what to print: a line per check, the report as JSON, or JUnit XML',
    }),
    output: outputFlag('the report'),
    quiet: quietFlag('failures, a count of warnings, and the closing line'),
  };

  protected async work(): Promise<void> {
    const { paths, flags } = await this.parseWithPaths(PacksTest);
    const format = formatOf(flags);
    const missing = this.missingPaths(paths);
    if (missing.length > 0) {
      if (format === 'json') this.print(JSON.stringify({ errors: missing.map((error) => errorEntry(error.location.file!, error)) }, null, 2));
      for (const error of missing) this.printError(`ptyscreen: ${error.format()}`);
      this.raiseExitCode(EXIT_INVALID);
      return;
    }

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
    this.printProblems(load.problems.map((problem) => ({ ...problem, file: displayPath(problem.file) })));
    // A PATH that is no pack at all is a usage mistake, not a failed check.
    if (load.problems.some((p) => p.code === 'pack.not-a-pack')) {
      this.raiseExitCode(EXIT_INVALID);
      return;
    }

    // Without PATH, built-in packs installed without their fixtures have nothing to be tested against.
    const withoutFixtures = named ? [] : load.records.filter((record) => record.status === 'loaded' && !fixturesInstalled(record)).map((record) => record.id!);
    const untestable = new Set(withoutFixtures);
    const ids = tested ?? load.set.packs.map((pack) => pack.id).filter((id) => !untestable.has(id));
    if (withoutFixtures.length > 0) {
      this.printError(`ptyscreen: ${withoutFixturesNote(withoutFixtures)}; they are not tested`);
      if (ids.length === 0 && blocking.length === 0) {
        this.fail(EXIT_INVALID, 'ptyscreen: no pack here has fixtures to test: give your packs as PATH (ptyscreen packs test ./my-pack), or run packs test in a clone of ptyscreen');
        return;
      }
    }
    const counted = await testPacks(load.set, ids, { loadErrors: blocking });
    const text =
      format === 'junit' ? formatJunit(counted)
      : format === 'json' ? `${JSON.stringify(counted, null, 2)}\n`
      : `${formatTestReport(counted, { quiet: flags.quiet }).join('\n')}\n`;
    await this.emit(text, flags.output, summaryLine(counted));
    if (counted.failed > 0) this.raiseExitCode(EXIT_FINDINGS);
  }
}
