// `ptyscreen packs list`: which packs this directory loads, from where, with their rule counts and overrides.
import { BaseCommand, formatFlags, formatOf, outputFlag, packFlags, packSelectionOf } from '../../cli/base-command.js';
import { EXIT_INVALID } from '../../errors.js';
import { paragraphs } from '../../cli/help-text.js';
import { loadPacks } from '../../packs/discover.js';
import type { PackProblem } from '../../packs/problems.js';
import { problemError } from '../../output/error-entry.js';
import { displayPath } from '../../packtest/report-text.js';
import { packListRows, formatPackList, formatDeclaredAgents } from '../../packs/list.js';

export default class PacksList extends BaseCommand {
  static override summary = 'List the rule packs that would be loaded here, in precedence order.';

  static override description = paragraphs([
    'Sources, earliest first (a later pack overrides an earlier one with the same id): builtin',
    '(rules/), plugin (plugins/), npm (installed packages whose package.json has a "ptyscreen"',
    'field, in the global then the project node_modules), config (.ptyscreenrc.yaml or --config),',
    'cli (--pack). Status is loaded, overridden, disabled (by the config file), skipped (its',
    'ptyscreen range excludes this version) or invalid (it has an error; see the messages).',
    '',
    'Under the table: the agent CLIs declared without a pack (the built-in ones and the config\'s',
    '`agents:`), whose screens the generic layer reads alone, and when to declare one.',
    '',
    'Exit codes: 0 every pack found loads (or is disabled or skipped); 2 a pack or the config file has',
    'an error (a --pack that does not exist, a pack that does not validate), or bad usage, as classify',
    'exits for the same. The list is printed either way.',
  ]);

  static override examples = ['<%= config.bin %> packs list', '<%= config.bin %> packs list --json', '<%= config.bin %> packs list --pack ./my-pack'];

  static override baseFlags = packFlags;

  static override flags = {
    ...formatFlags(['text', 'json'] as const, { description: 'what to print: a table, or one JSON array of packs' }),
    output: outputFlag('the list'),
  };

  protected async work(): Promise<void> {
    const { flags } = await this.parse(PacksList);
    const load = loadPacks(packSelectionOf(flags));
    this.printProblems(load.problems.map((problem) => ({ ...problem, file: displayPath(problem.file) })));
    if (load.problems.some((problem) => problem.severity === 'error')) this.raiseExitCode(EXIT_INVALID);
    const rows = packListRows(load.records);
    const summary = `${rows.filter((row) => row.status === 'loaded').length} of ${rows.length} packs loaded`;
    if (formatOf(flags) !== 'json') {
      const agent = load.set.generic?.agent;
      const lines = [...formatPackList(rows, displayPath), ...formatDeclaredAgents(agent == null ? null : [...agent.binaries])];
      await this.emit(lines.map((line) => `${line}\n`).join(''), flags.output, `wrote ${flags.output}: ${summary}`);
      return;
    }
    // An invalid pack's entry says why, as a failed input does in every JSON list.
    const firstError = new Map<string, PackProblem>();
    for (const problem of load.problems) if (problem.severity === 'error' && !firstError.has(problem.file)) firstError.set(problem.file, problem);
    const entries = rows.map((row) => {
      const problem = row.status === 'invalid' ? firstError.get(row.file) : undefined;
      return problem === undefined ? row : { ...row, error: problemError(problem) };
    });
    await this.emit(`${JSON.stringify(entries, null, 2)}\n`, flags.output, `wrote ${flags.output}: ${summary}`);
  }
}
