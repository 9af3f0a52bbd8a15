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
    lazy: [
      `${S}app/routes/country.tsx`,
      `${S}app/routes/product.tsx`,
      `${S}app/routes/flows.tsx`,
      `${S}app/routes/home.tsx`,
      `${S}components/ui/command-palette/command-palette.tsx`,
      `${S}features/country/not-found.tsx`,
    ],
  },
  [`${S}app/routes/country.tsx`]: {
    imports: [
      `${S}components/charts/chart-frame.tsx`,
      `${S}lib/format.ts`,
      `${S}components/ui/search.tsx`,
      `${S}lib/paths.ts`,
    ],
  },
  [`${S}app/routes/product.tsx`]: {
    imports: [`${S}components/charts/chart-frame.tsx`, `${S}lib/hs.ts`, `${S}lib/only-product.ts`],
  },
  [`${S}app/routes/flows.tsx`]: {
    imports: [`${S}lib/hs.ts`, `${S}lib/flows-and-palette.ts`, `${S}features/flows/legend.ts`],
  },
  [`${S}app/routes/home.tsx`]: {
    imports: [`${S}components/ui/search.tsx`, `${S}components/ui/search-field.tsx`],
  },
  [`${S}components/ui/command-palette/command-palette.tsx`]: {
    imports: [`${S}lib/format.ts`, `${S}components/ui/search.tsx`, `${S}lib/flows-and-palette.ts`],
  },
  [`${S}components/charts/chart-frame.tsx`]: { imports: ['/app/node_modules/echarts/lib/core.js'] },
  [`${S}features/flows/legend.ts`]: { imports: [] },
  // The home page's field, also on a not-found page the country view loads only when shown.
  [`${S}features/country/not-found.tsx`]: { imports: [`${S}components/ui/search-field.tsx`] },
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
    expect(chunkOf(`${S}components/ui/search.tsx`)).toBe('kit-home-country');
    expect(chunkOf(`${S}components/ui/search-field.tsx`)).toBe('kit-home');
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

describe("the route loaders' chunks", () => {
  // The country and product routes with their loaders (each loader a lazy entry of its own).
  const g: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }> = {
    [`${S}main.tsx`]: {
      entry: true,
      lazy: [
        `${S}app/country-loader.ts`,
        `${S}app/routes/country.tsx`,
        `${S}app/product-loader.ts`,
        `${S}app/routes/product.tsx`,
      ],
    },
    [`${S}app/country-loader.ts`]: { imports: [`${S}features/country/country-requests.ts`] },
    [`${S}features/country/country-requests.ts`]: { imports: [`${S}api/queries/trade.ts`] },
    [`${S}app/routes/country.tsx`]: {
      imports: [`${S}features/country/country-requests.ts`, `${S}components/charts/chart-frame.tsx`],
    },
    [`${S}app/product-loader.ts`]: { imports: [`${S}features/products/product-requests.ts`] },
    [`${S}features/products/product-requests.ts`]: { imports: [`${S}api/queries/trade.ts`, `${S}lib/hs.ts`] },
    [`${S}app/routes/product.tsx`]: {
      imports: [`${S}features/products/product-requests.ts`, `${S}components/charts/chart-frame.tsx`],
    },
  };
  const chunk = sharedChunkNames({
    ids: Object.keys(g),
    isEntry: (id) => g[id]?.entry ?? false,
    imports: (id) => g[id]?.imports ?? [],
    dynamicImports: (id) => g[id]?.lazy ?? [],
  });

  it("keeps what the country loader runs out of `views`, so it runs before the view's components arrive", () => {
    expect(chunk(`${S}features/country/country-requests.ts`)).toBe('requests');
    expect(chunk(`${S}api/queries/trade.ts`)).toBe('requests');
    expect(chunk(`${S}components/charts/chart-frame.tsx`)).toBe('views');
  });

  it('gives the product loader its own chunk, without what the country view needs', () => {
    expect(chunk(`${S}features/products/product-requests.ts`)).toBe('requests-product');
    expect(chunk(`${S}lib/hs.ts`)).toBe('requests-product');
  });
});
