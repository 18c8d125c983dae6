// The process tmux pipe-pane feeds: `node record-cast-main.js FILE COLS ROWS` records stdin as asciicast.
import { writeCast } from './cast-writer.js';

const [file, cols, rows] = process.argv.slice(2);
if (file === undefined || cols === undefined || rows === undefined) {
  process.stderr.write('usage: record-cast-main FILE COLS ROWS\n');
  process.exit(2);
}
await writeCast(process.stdin, file, { cols: Number(cols), rows: Number(rows) });
