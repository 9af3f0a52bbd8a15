/**
 * Build plugin (vite.config.ts, issue 11): the early script (src/app/first-requests), built on
 * its own as one small classic script, and a line in index.html that starts it, while the HTML
 * is parsed, on the routes it has first requests for (no other page loads it).
 *
 * Its own build, not a chunk of the app's: as a chunk it would share modules (the settings
 * store, the URL parser, the country table) with the shell, and wait for the shell's chunks that
 * hold them. Built apart, it carries its own copy of those few small modules (about 5 kB gzip)
 * and needs nothing else. Every module but the entry is taken as free of side effects, so that it
 * keeps only what it calls (the modules it reads also export React hooks and create contexts).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export interface FirstRequestsOptions {
  /** The script's entry, project-relative. */
  entry: string;
  /** Paths (after the base) the script has first requests for. */
  routes: readonly RegExp[];
  /**
   * Built files the script starts too, by the name it reads them under (`data-<name>` on its
   * element, with the base): each pattern must match one file of the app's bundle.
   */
  files?: Record<string, RegExp>;
}

/**
 * The line that starts the script on the routes it serves: plain ES5, run during parsing. High
 * priority: Chromium otherwise holds an async script back while the head's other files load.
 */
export function startScript(
  base: string,
  routes: readonly RegExp[],
  file: string,
  files: Record<string, string> = {},
): string {
  return `(function(b,r,f,d){var p=location.pathname;if(p.indexOf(b)!==0)return;p='/'+p.slice(b.length);for(var i=0;i<r.length;i++){if(new RegExp(r[i]).test(p)){var s=document.createElement('script');s.fetchPriority='high';s.src=b+f;for(var k in d)s.setAttribute('data-'+k,b+d[k]);document.head.appendChild(s);return}}})(${JSON.stringify(base)},${JSON.stringify(routes.map((r) => r.source))},${JSON.stringify(file)},${JSON.stringify(files)})`;
}

/** The bundle's file for each pattern; the build fails when one matches none or several. */
export function bundleFiles(
  fileNames: readonly string[],
  patterns: Record<string, RegExp>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(patterns).map(([name, pattern]) => {
      const matches = fileNames.filter((f) => pattern.test(f));
      if (matches.length !== 1)
        throw new Error(
          `first-requests: ${String(pattern)} matches ${matches.length} files of the bundle, not one`,
        );
      return [name, matches[0]!];
    }),
  );
}

/** Builds the script: one IIFE, minified, with the app's defines and `@` alias. */
export async function buildFirstRequestsScript(
  config: Pick<ResolvedConfig, 'root' | 'base' | 'mode' | 'define' | 'build'>,
  entry: string,
): Promise<string> {
  const input = resolve(config.root, entry);
  const output = await build({
    configFile: false,
    logLevel: 'error',
    root: config.root,
    base: config.base,
    mode: config.mode,
    define: config.define,
    resolve: { alias: { '@': resolve(config.root, 'src') } },
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      target: config.build.target,
      // As the app's build (`--minify false` for reading a profile).
      minify: config.build.minify,
      rolldownOptions: {
        input,
        output: { format: 'iife' },
        // Only its entry runs for its effect: every module it imports is there for what it exports.
        treeshake: { moduleSideEffects: (id: string) => id === input },
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results.flatMap((r) => ('output' in r ? r.output : [])).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`first-requests: expected one chunk, got ${chunks.length}`);
  return chunks[0]!.code;
}

export function firstRequestsScript({ entry, routes, files = {} }: FirstRequestsOptions): Plugin {
  let config: ResolvedConfig;
  let fileName = '';
  return {
    name: 'tradescope-first-requests',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const code = await buildFirstRequestsScript(config, entry);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `${config.build.assetsDir}/first-requests-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !fileName) return;
        const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        // First in the head: a script after a stylesheet link waits for that stylesheet (at load,
        // 100+ ms for the shell's CSS), and this one only starts a download.
        const started = bundleFiles(Object.keys(ctx.bundle), files);
        return [
          { tag: 'script', children: startScript(base, routes, fileName, started), injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
