// Preloaded (node --import) into a measured process: at exit it writes the process's peak RSS and the
// npm packages it loaded to the file named by PTYSCREEN_BENCH_PROBE. Plain JS: it runs unbuilt.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const out = process.env.PTYSCREEN_BENCH_PROBE;
if (out) {
  const require = createRequire(import.meta.url);
  process.on('exit', () => {
    const packages = new Set();
    // CommonJS packages, also those imported from ESM, all pass through the require cache.
    for (const file of Object.keys(require.cache)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
      if (match) packages.add(match[1]);
    }
    writeFileSync(out, JSON.stringify({ maxRssBytes: process.resourceUsage().maxRSS * 1024, packages: [...packages].sort() }));
  });
}
