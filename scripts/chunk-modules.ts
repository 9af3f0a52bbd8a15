/**
 * Which modules are in which chunk (issue 11): builds the app like `npm run build` (vite only, no
 * type check) and prints, per JS chunk, its gzip size and its largest modules with their minified
 * size (rendered length; a module's gzip share is about a third of it). What a page loads is in
 * `npm run perf`'s "files per page"; this says what those files carry.
 * Usage: npx tsx scripts/chunk-modules.ts [--out dist-perf/chunk-modules.md] [--json] [--top 12]
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

interface ChunkReport {
  file: string;
  gzip: number;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; length: number; gzip: number }[];
}

const args = process.argv.slice(2);
const valueOf = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const top = Number.parseInt(valueOf('--top', '12'), 10);
const out = valueOf('--out', 'dist-perf/chunk-modules.md');
const chunks: ChunkReport[] = [];

function recordChunks(): Plugin {
  return {
    name: 'tradescope-chunk-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          file: item.fileName,
          gzip: gzipSync(item.code, { level: 9 }).length,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: Object.entries(item.modules)
            .map(([id, m]) => ({
              id: relative(process.cwd(), id).replace(/^.*node_modules\//, '~/'),
              length: m.renderedLength,
              gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
            }))
            .filter((m) => m.length > 0)
            .sort((a, b) => b.length - a.length),
        });
      }
    },
  };
}

// Its own output folder, so a build being measured (dist/) is left alone.
await build({
  logLevel: 'warn',
  plugins: [recordChunks()],
  build: { outDir: 'dist-perf/chunk-modules', emptyOutDir: true },
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lines = ['# Modules per chunk', ''];
for (const c of chunks.sort((a, b) => b.gzip - a.gzip)) {
  lines.push(`## ${c.file}: ${kb(c.gzip)} gzip, ${c.modules.length} modules`);
  if (c.imports.length) lines.push(`imports: ${c.imports.join(', ')}`);
  if (c.dynamicImports.length) lines.push(`dynamic: ${c.dynamicImports.join(', ')}`);
  for (const m of c.modules.slice(0, top)) lines.push(`- ${kb(m.length)} (${kb(m.gzip)} gzip alone) ${m.id}`);
  if (c.modules.length > top)
    lines.push(
      `- … ${c.modules.length - top} more, ${kb(c.modules.slice(top).reduce((s, m) => s + m.length, 0))}`,
    );
  lines.push('');
}
writeFileSync(out, lines.join('\n'));
if (args.includes('--json')) writeFileSync(out.replace(/\.md$/, '.json'), JSON.stringify(chunks, null, 1));
console.log(lines.join('\n'));
