// oclif's command_not_found hook: `help COMMAND` shows that command's help, and a mistyped command
// gets one line and the nearest command (`clasify` → classify, `pack list` → packs list), exit 2.
import type { Hook } from '@oclif/core/hooks';
import { Help } from './oclif.js';
import { closest } from './suggest.js';

const EXIT_INVALID = 2;

const hook: Hook<'command_not_found'> = async function (options) {
  const { config } = options;
  // With a space as topic separator, oclif reads every word before the first flag into the id.
  const words = options.id.split(':');
  const known = new Set([...config.commandIDs, ...config.topics.map((topic) => topic.name)]);
  if (words[0] === 'help') {
    const asked = words.slice(1);
    if (asked.length === 0 || known.has(asked.join(':'))) {
      await new Help(config, config.pjson.oclif.helpOptions).showHelp(asked);
      return;
    }
    words.splice(0, 1);
  }
  // The longest run of leading words that is near a command: `pack list x.txt` → packs list.
  for (let length = words.length; length > 0; length -= 1) {
    const typed = words.slice(0, length).join(':');
    const suggestion = closest(typed, config.commandIDs) ?? closest(typed, known);
    if (suggestion !== undefined) {
      process.stderr.write(`${config.bin}: no command "${spaced(typed)}"; did you mean "${config.bin} ${spaced(suggestion)}"?\n`);
      this.exit(EXIT_INVALID);
      return;
    }
  }
  process.stderr.write(`${config.bin}: no command "${spaced(words[0] ?? '')}" (${config.bin} --help lists the commands)\n`);
  this.exit(EXIT_INVALID);
};

function spaced(id: string): string {
  return id.replaceAll(':', ' ');
}

export default hook;
