// Preloaded into a CLI run by start-up.test.ts: at exit, writes to PTYSCREEN_LOADED_PACKAGES the
// names of the packages whose modules went through Node's CommonJS loader (every package the CLI
// uses is CommonJS, and an ES module importing one fills the same cache).
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  const names = new Set();
  for (const file of Object.keys(require.cache)) {
    const at = file.lastIndexOf('/node_modules/');
    if (at === -1) continue;
    const parts = file.slice(at + '/node_modules/'.length).split('/');
    names.add(parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
  }
  writeFileSync(process.env.PTYSCREEN_LOADED_PACKAGES, JSON.stringify([...names].sort()));
});
