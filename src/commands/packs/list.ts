// `ptyscreen packs list`: which packs this directory loads, from where, with their rule counts and overrides.
import { BaseCommand, formatFlags, formatOf, packFlags, packSelectionOf } from '../../cli/base-command.js';
import { paragraphs } from '../../cli/help-text.js';
import { loadPacks } from '../../packs/discover.js';
import { formatProblem, type PackProblem } from '../../packs/problems.js';
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
  ]);

  static override examples = ['<%= config.bin %> packs list', '<%= config.bin %> packs list --json', '<%= config.bin %> packs list --pack ./my-pack'];

  static override baseFlags = packFlags;

  static override flags = {
    ...formatFlags(['text', 'json'] as const, { description: 'what to print: a table, or one JSON array of packs' }),
  };

  protected async work(): Promise<void> {
    const { flags } = await this.parse(PacksList);
    const load = loadPacks(packSelectionOf(flags));
    for (const problem of load.problems) this.printError(formatProblem({ ...problem, file: displayPath(problem.file) }));
    const rows = packListRows(load.records);
    if (formatOf(flags) !== 'json') {
      for (const line of formatPackList(rows, displayPath)) this.print(line);
      const agent = load.set.generic?.agent;
      for (const line of formatDeclaredAgents(agent == null ? null : [...agent.binaries])) this.print(line);
      return;
    }
    // An invalid pack's entry says why, as a failed input does in every JSON list.
    const firstError = new Map<string, PackProblem>();
    for (const problem of load.problems) if (problem.severity === 'error' && !firstError.has(problem.file)) firstError.set(problem.file, problem);
    const entries = rows.map((row) => {
      const problem = row.status === 'invalid' ? firstError.get(row.file) : undefined;
      return problem === undefined ? row : { ...row, error: problemError(problem) };
    });
    this.print(JSON.stringify(entries, null, 2));
  }
}
