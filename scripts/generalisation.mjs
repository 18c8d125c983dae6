#!/usr/bin/env node
// `npm run generalisation [-- --json] [-- --cases]`: two reports over the built-in packs (rules/ and
// plugins/), each in two figures: in-sample (the fixtures the rules and the signature table were
// tuned on) and out-of-sample (the releases each pack's held-out.yaml names, never tuned on).
// Leave-one-out: each failure and gate fixture classified again without the rules written for it.
// Generic-only: every failure, gate and ready fixture classified as a declared agent
// (--vendor generic), with no pack at all. Exits 1 when either misses its targets (in-sample; the
// out-of-sample figure has none) or a held-out.yaml cannot be read, so CI can run it as a check.
const { loadPacks } = await import('../dist/packs/index.js');
const { measureGeneralisation, formatGeneralisation } = await import('../dist/packtest/generalisation.js');
const { measureGenericOnly, formatGenericOnly } = await import('../dist/packtest/generic-only.js');
const { held } = await import('../dist/packtest/measure-report.js');

const args = process.argv.slice(2);
// Built-in packs only: no installed packages, no config file.
const { set } = loadPacks({ npm: false, config: false, screens: 'varied' });
const report = await measureGeneralisation(set);
const genericOnly = await measureGenericOnly(set);
const sample = (c) => (c.heldOut ? 'out-of-sample' : 'in-sample');
if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ leaveOneOut: report, genericOnly }, null, 2)}\n`);
} else {
  if (args.includes('--cases')) {
    for (const c of report.cases) {
      const without = c.expected === 'ready' ? 'every rule on' : `without ${c.dropped.join(', ') || 'no rule'}: ${c.withoutGeneric} →`;
      console.log(`${held(c, c.outcome) ? '✓' : '✗'} ${c.pack}/${c.fixture}  ${c.expected} (${sample(c)})  ${without} ${c.outcome}${c.rule ? ` by ${c.rule}` : ''}`);
    }
    console.log('');
  }
  console.log('Leave-one-out: each fixture without the rules written for it\n');
  console.log(formatGeneralisation(report).join('\n'));
  if (args.includes('--cases')) {
    console.log('');
    for (const c of genericOnly.cases) console.log(`${held(c, c.outcome) ? '✓' : '✗'} ${c.pack}/${c.fixture} (${sample(c)})  ${c.label} → ${c.outcome}${c.rule ? ` by ${c.rule}` : ''}`);
  }
  console.log('\nGeneric-only: every fixture read as a declared agent (--vendor generic), no pack at all\n');
  console.log(formatGenericOnly(genericOnly).join('\n'));
}
process.exitCode = report.met && genericOnly.met ? 0 : 1;
