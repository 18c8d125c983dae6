// The flags every command that loads packs shares, and how they become a PackSelection.
import { Flags } from './oclif.js';
import type { PackSelection } from '../packs/discover.js';

export const packSelectionFlags = {
  pack: Flags.string({
    description: 'also load this pack (a folder holding pack.yaml, or the file); repeatable; overrides packs with its id',
    multiple: true,
    // One value per flag: a greedy flag would swallow the PATH arguments that follow it.
    multipleNonGreedy: true,
  }),
  builtin: Flags.boolean({ description: 'load the packs shipped with ptyscreen (rules/ and plugins/); --no-builtin uses only the packs you name', default: true, allowNo: true }),
  config: Flags.string({ description: 'config file to use instead of the .ptyscreenrc.yaml found upward from here' }),
};

export function packSelectionOf(flags: { pack?: string[] | undefined; builtin: boolean; config?: string | undefined }): PackSelection {
  return { builtin: flags.builtin, packs: flags.pack ?? [], config: flags.config };
}
