/**
 * Local ESLint rule `tradescope/import-paths`: one way to write an import path inside src/.
 *
 * - Across areas, the `@/` alias (`@/api/queries/trade`): the path names the layer it comes
 *   from, and it survives moving the importing file.
 * - Within one area, a relative path (`./chart-state`, `../charts/hs-sections`): the files move
 *   together, and the path does not repeat where they live.
 * - No `.ts`/`.tsx` extension: Vite, Vitest and tsx resolve extensionless paths alike.
 *
 * An area is a top-level folder of src/ (`app`, `api`, `lib`, `emulator`, `test`), except that
 * each folder of `src/components/` and `src/features/` is an area of its own (`components/charts`,
 * `features/country`); files directly in src/ (main.tsx) form the root area.
 *
 * The autofix rewrites the path, so code written either way is put right by `eslint --fix`.
 * Package imports (`react`, `echarts/core`) are left alone.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const ALIAS = '@/';
const SPLIT_AREAS = new Set(['components', 'features']);
const DROPPED_EXTENSION = /\.tsx?$/;

/** The area of a path relative to src/ (forward slashes). */
export function areaOf(fromSrc) {
  const parts = fromSrc.split('/');
  if (parts.length === 1) return '';
  if (SPLIT_AREAS.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

function toPosix(p) {
  return p.split(path.sep).join('/');
}

/**
 * The path an import of `specifier` from `filename` should be written as, or null when the
 * rule has nothing to say (a package, or a file outside src/).
 */
export function preferredSpecifier(filename, specifier, srcDir = SRC) {
  const queryAt = specifier.indexOf('?');
  const bare = queryAt === -1 ? specifier : specifier.slice(0, queryAt);
  const query = queryAt === -1 ? '' : specifier.slice(queryAt);
  let target;
  if (bare.startsWith(ALIAS)) target = path.join(srcDir, bare.slice(ALIAS.length));
  else if (bare.startsWith('./') || bare.startsWith('../'))
    target = path.resolve(path.dirname(filename), bare);
  else return null;

  const fileFromSrc = toPosix(path.relative(srcDir, filename));
  const targetFromSrc = toPosix(path.relative(srcDir, target));
  if (fileFromSrc.startsWith('..') || targetFromSrc.startsWith('..')) return null;

  const withoutExtension = targetFromSrc.replace(DROPPED_EXTENSION, '');
  if (areaOf(fileFromSrc) !== areaOf(targetFromSrc)) return `${ALIAS}${withoutExtension}${query}`;
  const relative = toPosix(path.relative(path.dirname(fileFromSrc), withoutExtension));
  return `${relative.startsWith('.') ? '' : './'}${relative}${query}`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importPaths = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: '`@/` across areas of src/, relative paths within one, no .ts extensions' },
    messages: {
      path: 'Write this import as "{{preferred}}" (`@/` across areas, relative within one, no extension; see README, Project layout).',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    function check(literal) {
      if (!literal || literal.type !== 'Literal' || typeof literal.value !== 'string') return;
      const preferred = preferredSpecifier(filename, literal.value);
      if (preferred === null || preferred === literal.value) return;
      const quote = literal.raw?.[0] === '"' ? '"' : "'";
      context.report({
        node: literal,
        messageId: 'path',
        data: { preferred },
        fix: (fixer) => fixer.replaceText(literal, `${quote}${preferred}${quote}`),
      });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `typeof import('./x')` in a type position (typescript-eslint 8 calls the literal `source`).
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    };
  },
};
