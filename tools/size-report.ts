/**
 * Bundle size report: every JS and CSS asset of a build with raw and gzip sizes, the total
 * and the largest chunk. Prints a Markdown table and writes it to `<dir>/size-report.md`.
 * Usage: `npm run size [dir]` (default `dist`, after `npm run build`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distFiles } from './dist-files';

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function measure(dir: string): Asset[] {
  const assets: Asset[] = [];
  for (const path of distFiles(dir)) {
    if (!/\.(m?js|css)$/i.test(path)) continue;
    const bytes = readFileSync(path);
    assets.push({ file: relative(dir, path), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return assets.sort((a, b) => b.raw - a.raw || a.file.localeCompare(b.file));
}

function renderReport(dir: string, assets: Asset[]): string {
  const total = assets.reduce((sum, a) => ({ raw: sum.raw + a.raw, gzip: sum.gzip + a.gzip }), {
    raw: 0,
    gzip: 0,
  });
  const largest = assets.find((a) => a.file.endsWith('js'));
  const lines = [
    `# Bundle size report (\`${dir}/\`)`,
    '',
    '| asset | raw | gzip |',
    '|---|---:|---:|',
    ...assets.map((a) => `| ${a.file} | ${kb(a.raw)} | ${kb(a.gzip)} |`),
    `| **total (${assets.length} files)** | **${kb(total.raw)}** | **${kb(total.gzip)}** |`,
    '',
    largest
      ? `Largest JS chunk: \`${largest.file}\`, ${kb(largest.raw)} raw, ${kb(largest.gzip)} gzip.`
      : 'No JS chunk.',
    '',
  ];
  return lines.join('\n');
}

const dir = process.argv[2] ?? 'dist';
let assets: Asset[];
try {
  assets = measure(dir);
} catch (error) {
  console.error(`size-report: cannot read ${dir}/ (run \`npm run build\` first): ${String(error)}`);
  process.exit(2);
}
const report = renderReport(dir, assets);
writeFileSync(join(dir, 'size-report.md'), report);
console.log(report);
