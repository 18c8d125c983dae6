// A synthetic stand-in for an agent CLI (not a capture): paints a trust prompt, waits for Enter,
// then paints a composer. The tmux tests run it in a real tmux server.
import { createInterface } from 'node:readline';

process.title = 'fake-agent';
process.stdout.write('\x1b[2J\x1b[H');
process.stdout.write('Fake Agent v1.0\r\n\r\n');
process.stdout.write('\x1b[1mDo you trust the files in this folder?\x1b[0m\r\n');
process.stdout.write('\x1b[7m> 1. Yes, trust it\x1b[0m\r\n');
process.stdout.write('  2. No, exit\r\n');
const rl = createInterface({ input: process.stdin });
rl.once('line', () => {
  process.stdout.write('\x1b[2J\x1b[H');
  process.stdout.write('Fake Agent v1.0\r\n\r\n');
  process.stdout.write('─'.repeat(40) + '\r\n');
  process.stdout.write('composer> ');
  setTimeout(() => process.exit(0), 60_000);
});
