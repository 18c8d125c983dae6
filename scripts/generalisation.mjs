#!/usr/bin/env node
// `npm run generalisation [-- --json] [-- --cases]`: two reports over the built-in packs (rules/ and
// plugins/). Leave-one-out: each failure and gate fixture classified again without the rules written
// for it. Generic-only: every failure, gate and ready fixture classified as a declared agent
// (--vendor generic), with no pack at all. Exits 1 when either misses its targets, so CI can run it
// as a check.
const { loadPacks } = await import('../dist/packs/index.js');
const { measureGeneralisation, formatGeneralisation } = await import('../dist/packtest/generalisation.js');
const { measureGenericOnly, formatGenericOnly, held } = await import('../dist/packtest/generic-only.js');

const args = process.argv.slice(2);
// Built-in packs only: no installed packages, no config file.
const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });
const report = await measureGeneralisation(set);
const genericOnly = await measureGenericOnly(set);
if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ leaveOneOut: report, genericOnly }, null, 2)}\n`);
} else {
  if (args.includes('--cases')) {
    for (const c of report.cases) {
      const still = c.withGeneric.startsWith('failing') || c.withGeneric.startsWith('operator_gate');
      console.log(`${still ? '✓' : '✗'} ${c.pack}/${c.fixture}  ${c.expected}  without ${c.dropped.join(', ') || 'no rule'}: ${c.withoutGeneric} → ${c.withGeneric}${c.rule ? ` by ${c.rule}` : ''}`);
    }
    console.log('');
  }
  console.log('Leave-one-out: each fixture without the rules written for it\n');
  console.log(formatGeneralisation(report).join('\n'));
  if (args.includes('--cases')) {
    console.log('');
    for (const c of genericOnly.cases) console.log(`${held(c) ? '✓' : '✗'} ${c.pack}/${c.fixture}  ${c.label} → ${c.outcome}${c.rule ? ` by ${c.rule}` : ''}`);
  }
  console.log('\nGeneric-only: every fixture read as a declared agent (--vendor generic), no pack at all\n');
  console.log(formatGenericOnly(genericOnly).join('\n'));
}
process.exitCode = report.met && genericOnly.met ? 0 : 1;
