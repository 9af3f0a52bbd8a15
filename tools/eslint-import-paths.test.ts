// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { areaOf, importPaths, preferredSpecifier } from './eslint-import-paths.mjs';

const src = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

describe('areaOf', () => {
  it('splits components and features by folder, the rest by top-level folder', () => {
    expect(areaOf('main.tsx')).toBe('');
    expect(areaOf('api/queries/trade.ts')).toBe('api');
    expect(areaOf('emulator/engine/engine.ts')).toBe('emulator');
    expect(areaOf('components/charts/options/palette.ts')).toBe('components/charts');
    expect(areaOf('components/ui/theme.tsx')).toBe('components/ui');
    expect(areaOf('features/country/charts/partners-option.ts')).toBe('features/country');
  });
});

describe('preferredSpecifier', () => {
  it('leaves packages and files outside src alone', () => {
    expect(preferredSpecifier(src('app/router.tsx'), 'react-router')).toBeNull();
    expect(preferredSpecifier(src('app/router.tsx'), '../../tools/x')).toBeNull();
  });

  it('keeps a query suffix and a non-TypeScript extension', () => {
    expect(
      preferredSpecifier(
        src('features/country/charts/world-geometry.ts'),
        '@/features/country/charts/x.worker?worker',
      ),
    ).toBe('./x.worker?worker');
    expect(preferredSpecifier(src('main.tsx'), './app/styles.css')).toBe('@/app/styles.css');
  });
});

// RuleTester registers its cases through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('tradescope/import-paths', importPaths, {
  valid: [
    { filename: src('features/country/country-view.tsx'), code: "import { paths } from '@/lib/paths';" },
    {
      filename: src('features/country/country-view.tsx'),
      code: "import { KeyFigures } from './key-figures';",
    },
    {
      filename: src('features/country/charts/partners-option.ts'),
      code: "import { x } from '../view-state';",
    },
    {
      filename: src('components/charts/e-chart.tsx'),
      code: "import { useTheme } from '@/components/ui/theme';",
    },
    { filename: src('emulator/engine/engine.ts'), code: "import type { World } from '../world/world';" },
    { filename: src('app/router.tsx'), code: "const m = () => import('./routes/home');" },
    { filename: src('app/router.tsx'), code: "import { useQuery } from '@tanstack/react-query';" },
  ],
  invalid: [
    {
      // Relative across areas: the alias names the layer.
      filename: src('app/theme-toggle.tsx'),
      code: "import { useTheme } from '../components/ui/theme';",
      output: "import { useTheme } from '@/components/ui/theme';",
      errors: [{ messageId: 'path' }],
    },
    {
      // The alias within one area: relative.
      filename: src('features/country/country-view.tsx'),
      code: "export { CountryHeader } from '@/features/country/country-header';",
      output: "export { CountryHeader } from './country-header';",
      errors: [{ messageId: 'path' }],
    },
    {
      filename: src('features/country/charts/partners-option.ts'),
      code: 'import type { Flow } from "@/features/country/view-state";',
      output: 'import type { Flow } from "../view-state";',
      errors: [{ messageId: 'path' }],
    },
    {
      // No .ts extensions; dynamic imports and `typeof import()` too.
      filename: src('emulator/engine/index.ts'),
      code: "export * from './engine.ts'; const w = () => import('../world/world.ts'); type T = typeof import('../../api/errors');",
      output:
        "export * from './engine'; const w = () => import('../world/world'); type T = typeof import('@/api/errors');",
      errors: [{ messageId: 'path' }, { messageId: 'path' }, { messageId: 'path' }],
    },
    {
      // components/charts and components/ui are different areas.
      filename: src('components/charts/e-chart.tsx'),
      code: "import { useTheme } from '../ui/theme';",
      output: "import { useTheme } from '@/components/ui/theme';",
      errors: [{ messageId: 'path' }],
    },
  ],
});
