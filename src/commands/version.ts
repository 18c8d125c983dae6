// `ptyscreen version`: the version, as -v and --version print it, or as JSON for a bug report or a script.
import { BaseCommand, formatFlags, formatOf } from '../cli/base-command.js';
import { paragraphs } from '../cli/help-text.js';

export default class Version extends BaseCommand {
  static override summary = 'Print the version of ptyscreen, and of the Node.js and platform it runs on.';

  static override description = paragraphs([
    'The same line as ptyscreen --version (and -v): ptyscreen/VERSION PLATFORM-ARCH node-vVERSION.',
    'With --json, an object: { "ptyscreen", "node", "platform", "arch" }.',
  ]);

  static override examples = ['<%= config.bin %> version', '<%= config.bin %> version --json'];

  static override flags = {
    ...formatFlags(['text', 'json'] as const, { description: 'what to print: one line, or a JSON object' }),
  };

  protected async work(): Promise<void> {
    const { flags } = await this.parse(Version);
    if (formatOf(flags) === 'json') {
      this.print(JSON.stringify({ ptyscreen: this.config.version, node: process.versions.node, platform: process.platform, arch: process.arch }, null, 2));
    } else {
      this.print(this.config.userAgent);
    }
  }
}
