/**
 * Local ESLint rule `tradescope/no-cycle`: no import cycle between the project's modules.
 *
 * A cycle makes a module's evaluation order depend on which file of the cycle loads first (a
 * value read at the top level of one can be undefined in the other), and it ties the files'
 * chunks together. Dynamic `import()` counts: a lazily loaded chunk that imports its loader
 * back is still a cycle. Type-only imports do not (they are erased), and neither do asset or
 * worker imports (`./x.css`, `./x.worker?worker`), which start no module evaluation.
 *
 * Why a local rule rather than import-x/no-cycle: that plugin needs a native resolver whose
 * builds for other platforms this project's registry does not carry, so `npm ci` could not
 * install it. This rule reads the TypeScript program that type-aware linting already has, and
 * resolves paths (including `@/`) with the compiler's own module resolution.
 */
import ts from 'typescript';

/**
 * The module specifiers a source file needs at run time, each with the node to report on:
 * static imports and re-exports that are not type-only, and dynamic `import()` with a literal.
 */
export function runtimeImports(sourceFile) {
  const found = [];
  const add = (literal) => {
    if (literal && ts.isStringLiteralLike(literal) && !literal.text.includes('?'))
      found.push({ specifier: literal.text, pos: literal.getStart(sourceFile) });
  };
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) add(statement.moduleSpecifier);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      const onlyTypes =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) add(statement.moduleSpecifier);
    }
  }
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * A shortest chain of imports from `from` to `goal` (both included), or null when `goal` is not
 * reachable. `importsOf(file)` lists the files a file imports.
 */
export function findPath(from, goal, importsOf) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) {
      const path = [];
      for (let at = file; at !== null; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const next of importsOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const PROJECT_FILE = /^(?!.*\/node_modules\/).*\.tsx?$/;

/** Per program: each file's resolved runtime imports (files of the project only). */
const graphs = new WeakMap();

function graphOf(program) {
  let graph = graphs.get(program);
  if (!graph) {
    const options = program.getCompilerOptions();
    const cache = ts.createModuleResolutionCache(program.getCurrentDirectory(), (f) => f, options);
    const edges = new Map();
    const resolve = (specifier, from) => {
      const resolved = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.extension === ts.Extension.Dts)
        return null;
      return PROJECT_FILE.test(resolved.resolvedFileName) ? resolved.resolvedFileName : null;
    };
    const importsOf = (file) => {
      let list = edges.get(file);
      if (!list) {
        const sourceFile = program.getSourceFile(file);
        list = sourceFile
          ? runtimeImports(sourceFile)
              .map(({ specifier }) => resolve(specifier, file))
              .filter((f) => f !== null)
          : [];
        edges.set(file, list);
      }
      return list;
    };
    graph = { resolve, importsOf };
    graphs.set(program, graph);
  }
  return graph;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'no import cycles between project modules (dynamic import() included, type-only imports not)',
    },
    messages: {
      cycle: 'Import cycle: {{path}}. Move what both sides need into a module that imports neither.',
    },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    const filename = context.physicalFilename;
    const sourceFile = program.getSourceFile(filename);
    if (!sourceFile) return {};
    return {
      'Program:exit'() {
        const { resolve, importsOf } = graphOf(program);
        const cwd = program.getCurrentDirectory();
        const short = (f) => (f.startsWith(`${cwd}/`) ? f.slice(cwd.length + 1) : f);
        for (const { specifier, pos } of runtimeImports(sourceFile)) {
          const target = resolve(specifier, filename);
          if (target === null) continue;
          const back = findPath(target, filename, importsOf);
          if (back === null) continue;
          context.report({
            loc: context.sourceCode.getLocFromIndex(pos),
            messageId: 'cycle',
            data: { path: [filename, ...back].map(short).join(' -> ') },
          });
        }
      },
    };
  },
};
