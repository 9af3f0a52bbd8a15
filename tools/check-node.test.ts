// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeProblem } from './check-node.mjs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};

describe('Node version set-up', () => {
  it('says exactly what to run on an old node, and nothing on a new one', () => {
    const message = nodeProblem('20.20.2', '22.22.0');
    expect(message).toContain('Node 22.22.0 or newer');
    expect(message).toContain('npm install-scripts approve node && npm rebuild node');
    expect(nodeProblem('22.22.0', '22.22.0')).toBeNull();
    expect(nodeProblem('22.23.3', '22.22.0')).toBeNull();
    expect(nodeProblem('24.0.0', '22.22.0')).toBeNull();
    expect(nodeProblem('22.21.9', '22.22.0')).not.toBeNull();
  });

  it('provides Node 22 to every npm script: the node dev dependency, its install script approved, a guard first', () => {
    const min = pkg.engines.node.replace(/^>=\s*/, '');
    expect(pkg.devDependencies['node']).toMatch(/^\^22\./);
    expect(pkg.allowScripts?.['node']).toBe(true);
    expect(pkg.scripts['pretest']).toContain('check-node.mjs');
    expect(pkg.scripts['predev']).toContain('check-node.mjs');
    // npm puts node_modules/.bin first on PATH for scripts: the node there is new enough.
    const version = execFileSync('npm', ['exec', '-c', 'node --version'], { encoding: 'utf8' }).trim();
    expect(nodeProblem(version, min)).toBeNull();
  });
});
