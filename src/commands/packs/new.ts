// `ptyscreen packs new VENDOR`: scaffolds a pack (or a publishable pack package) that validates and tests out of the box.
import { Args, Flags } from '../../cli/oclif.js';
import { BaseCommand, formatFlags, formatOf } from '../../cli/base-command.js';
import { paragraphs } from '../../cli/help-text.js';
import { EXIT_INVALID, PtyscreenError } from '../../errors.js';
import { scaffoldPack } from '../../packs/scaffold.js';
import { displayPath } from '../../packtest/report-text.js';
import { PACKAGE_ROOT } from '../../paths.js';
import { shellWord } from '../../shared/shell-quote.js';

export default class PacksNew extends BaseCommand {
  static override summary = 'Scaffold a rule pack for a new vendor CLI.';

  static override description = paragraphs([
    'Writes VENDOR/ (or ptyscreen-pack-VENDOR/ with --package) holding pack.yaml with the manifest,',
    'one gate rule and one failure rule, example fixtures in both forms (a capture folder, and a',
    'capture file with <name>.expect.json), and a README on capturing real screens with tmux. The',
    'result passes `packs validate` and `packs test` as written; then replace the examples.',
    '',
    'Exit codes: 0 written; 2 bad usage, a VENDOR that is not a pack id, or a folder that exists.',
  ]);

  static override examples = [
    '<%= config.bin %> packs new my-cli',
    '<%= config.bin %> packs new my-cli --name "My CLI" --binary mycli --package --dir plugins',
  ];

  static override args = {
    vendor: Args.string({ description: 'the pack id: lowercase letters, digits and dashes', required: true, ignoreStdin: true }),
  };

  static override flags = {
    dir: Flags.string({ description: 'folder to create it in', default: '.' }),
    name: Flags.string({ description: "the CLI's name for people (default: VENDOR)" }),
    binary: Flags.string({ description: 'the process name tmux shows for it (default: VENDOR)' }),
    package: Flags.boolean({ description: 'write an npm package (package.json declaring the pack, pack/, README) ready to publish' }),
    ...formatFlags(['text', 'json'] as const, { description: 'what to print: the files created and what to do next, or { packDir, root, files } as JSON' }),
  };

  protected async work(): Promise<void> {
    const { args, flags } = await this.parse(PacksNew);
    try {
      const scaffold = scaffoldPack(flags.dir, { vendor: args.vendor, name: flags.name, binary: flags.binary, asPackage: flags.package });
      if (formatOf(flags) === 'json') {
        this.log(JSON.stringify(scaffold, null, 2));
        return;
      }
      for (const file of scaffold.files) this.print(`created ${displayPath(file)}`);
      this.print('');
      const root = displayPath(scaffold.root);
      this.print(`Next: capture real screens (see ${root}/README.md), then`);
      if (flags.package) {
        // The package's checks and its $schema want a ptyscreen in its folder: this one will do.
        this.print(`  cd ${shellWord(root)} && npm install --no-save ${shellWord(PACKAGE_ROOT.replace(/[\\/]$/, ''))}`);
        this.print('  npx ptyscreen packs validate . && npx ptyscreen packs test .');
      } else {
        this.print(`  ptyscreen packs validate ${root} && ptyscreen packs test ${root}`);
      }
    } catch (error) {
      if (!(error instanceof PtyscreenError)) throw error;
      this.fail(EXIT_INVALID, `ptyscreen: ${error.format()}`);
    }
  }
}

