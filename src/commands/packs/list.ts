// `ptyscreen packs list`: which packs this directory loads, from where, with their rule counts and overrides.
import { Command, Flags } from '../../cli/oclif.js';
import { paragraphs } from '../../cli/help-text.js';
import { packSelectionFlags, packSelectionOf } from '../../cli/pack-flags.js';
import { loadPacks } from '../../packs/discover.js';
import { formatProblem } from '../../packs/problems.js';
import { displayPath } from '../../packtest/report-text.js';
import { packListRows, formatPackList } from '../../packs/list.js';

export default class PacksList extends Command {
  static override summary = 'List the rule packs that would be loaded here, in precedence order.';

  static override description = paragraphs([
    'Sources, earliest first (a later pack overrides an earlier one with the same id): builtin',
    '(rules/), plugin (plugins/), npm (installed packages whose package.json has a "ptyscreen"',
    'field, in the global then the project node_modules), config (.ptyscreenrc.yaml or --config),',
    'cli (--pack). Status is loaded, overridden, disabled (by the config file), skipped (its',
    'ptyscreen range excludes this version) or invalid (it has an error; see the messages).',
  ]);

  static override examples = ['<%= config.bin %> packs list', '<%= config.bin %> packs list --json', '<%= config.bin %> packs list --pack ./my-pack'];

  static override flags = {
    json: Flags.boolean({ description: 'print one JSON array of packs' }),
    ...packSelectionFlags,
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(PacksList);
    const load = loadPacks(packSelectionOf(flags));
    for (const problem of load.problems) this.logToStderr(formatProblem({ ...problem, file: displayPath(problem.file) }));
    const rows = packListRows(load.records);
    if (flags.json) this.log(JSON.stringify(rows, null, 2));
    else for (const line of formatPackList(rows, displayPath)) this.log(line);
  }
}
