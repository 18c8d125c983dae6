#!/usr/bin/env node
// `npm run generalisation [-- --json] [-- --cases]`: the leave-one-out report over the built-in packs
// (rules/ and plugins/): each failure and gate fixture classified again without the rules written
// for it. Exits 1 when the totals miss the targets, so CI can run it as a check.
const { loadPacks } = await import('../dist/packs/index.js');
const { measureGeneralisation, formatGeneralisation } = await import('../dist/packtest/generalisation.js');

const args = process.argv.slice(2);
// Built-in packs only: no installed packages, no config file.
const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });
const report = await measureGeneralisation(set);
if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  if (args.includes('--cases')) {
    for (const c of report.cases) {
      const still = c.withGeneric.startsWith('failing') || c.withGeneric.startsWith('operator_gate');
      console.log(`${still ? '✓' : '✗'} ${c.pack}/${c.fixture}  ${c.expected}  without ${c.dropped.join(', ') || 'no rule'}: ${c.withoutGeneric} → ${c.withGeneric}${c.rule ? ` by ${c.rule}` : ''}`);
    }
    console.log('');
  }
  console.log(formatGeneralisation(report).join('\n'));
}
process.exitCode = report.met ? 0 : 1;
