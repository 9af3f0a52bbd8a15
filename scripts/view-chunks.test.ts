/**
 * Which shared chunk a module goes to, on a small module graph shaped like the app's: the shell,
 * the country, product and flow views, the home page and the palette.
 */
import { describe, expect, it } from 'vitest';
import { sharedChunkNames, type ModuleGraph } from './view-chunks';

const S = '/app/src/';
const graph: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }> = {
  [`${S}main.tsx`]: { entry: true, imports: [`${S}app/router.tsx`], lazy: [] },
  [`${S}app/router.tsx`]: {
    imports: [`${S}lib/paths.ts`],
    lazy: [`${S}app/routes/country.tsx`, `${S}app/routes/product.tsx`, `${S}app/routes/flows.tsx`, `${S}app/routes/home.tsx`, `${S}components/ui/command-palette/command-palette.tsx`],
  },
  [`${S}app/routes/country.tsx`]: { imports: [`${S}components/charts/chart-frame.tsx`, `${S}lib/format.ts`, `${S}components/ui/search.tsx`, `${S}lib/paths.ts`] },
  [`${S}app/routes/product.tsx`]: { imports: [`${S}components/charts/chart-frame.tsx`, `${S}lib/hs.ts`, `${S}lib/only-product.ts`] },
  [`${S}app/routes/flows.tsx`]: { imports: [`${S}lib/hs.ts`, `${S}lib/flows-and-palette.ts`, `${S}features/flows/legend.ts`] },
  [`${S}app/routes/home.tsx`]: { imports: [`${S}components/ui/search.tsx`] },
  [`${S}components/ui/command-palette/command-palette.tsx`]: { imports: [`${S}lib/format.ts`, `${S}components/ui/search.tsx`, `${S}lib/flows-and-palette.ts`] },
  [`${S}components/charts/chart-frame.tsx`]: { imports: ['/app/node_modules/echarts/lib/core.js'] },
  [`${S}features/flows/legend.ts`]: { imports: [] },
};
const moduleGraph: ModuleGraph = {
  ids: Object.keys(graph),
  isEntry: (id) => graph[id]?.entry ?? false,
  imports: (id) => graph[id]?.imports ?? [],
  dynamicImports: (id) => graph[id]?.lazy ?? [],
};
const chunkOf = sharedChunkNames(moduleGraph);

describe('shared chunk names', () => {
  it('puts what the country view shares with another view in `views`', () => {
    expect(chunkOf(`${S}components/charts/chart-frame.tsx`)).toBe('views');
  });

  it('puts what the product view shares with another view, not the country view, in `views-product`', () => {
    expect(chunkOf(`${S}lib/hs.ts`)).toBe('views-product');
  });

  it('keeps what a light page shares in a kit of its own, so the home page loads no chart code', () => {
    expect(chunkOf(`${S}components/ui/search.tsx`)).toBe('kit-home');
  });

  it('shares the palette and country view modules in `kit-palette`, and leaves what the palette shares only with other views to the bundler', () => {
    expect(chunkOf(`${S}lib/format.ts`)).toBe('kit-palette');
    expect(chunkOf(`${S}lib/flows-and-palette.ts`)).toBeNull();
  });

  it('leaves the shell, modules one entry uses and the ECharts packages alone', () => {
    expect(chunkOf(`${S}lib/paths.ts`)).toBeNull();
    expect(chunkOf(`${S}lib/only-product.ts`)).toBeNull();
    expect(chunkOf(`${S}features/flows/legend.ts`)).toBeNull();
    expect(chunkOf('/app/node_modules/echarts/lib/core.js')).toBeNull();
  });
});
