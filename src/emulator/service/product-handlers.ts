/** GET /products, /products/{pid}, /products/{pid}/trade, /products/{pid}/markets. */
import type { AsyncTradeEngine } from '../engine/engine-types';
import { endpoint, NotFound, type ServiceContext } from './endpoint';
import { defined } from './trade-handlers';

const noProduct = (prefix: string) => new NotFound(`No product in the catalog matches '${prefix}'`);

/** A well-formed pid that selects no catalog code is a 404, checked before querying. */
async function ifProduct<D>(engine: AsyncTradeEngine, prefix: string, run: () => Promise<D>) {
  return (await engine.productPrefixExists(prefix)) ? run() : noProduct(prefix);
}

export function productHandlers(ctx: ServiceContext) {
  return [
    endpoint(ctx, '/products', (r, engine) => {
      const q = r.requiredString('q', 1);
      const limit = r.limit(50, 1, 500);
      return () => engine.searchProducts(q!, limit!);
    }),
    endpoint(ctx, '/products/{pid}', (r, engine) => {
      const pid = r.pid();
      return async () => (await engine.productDetail(pid!)) ?? noProduct(pid!);
    }),
    endpoint(ctx, '/products/{pid}/trade', async (r, engine) => {
      const pid = r.pid();
      const reporter = await r.country('reporter');
      const partner = await r.country('partner');
      const flow = r.flow(undefined);
      const sel = { ...r.years(), ...defined({ reporter, partner, flow }) };
      return () => ifProduct(engine, pid!, () => engine.productTrade(pid!, sel));
    }),
    endpoint(ctx, '/products/{pid}/markets', (r, engine) => {
      const pid = r.pid();
      const years = r.years();
      const limit = r.limit(20, 1, 200);
      return () => ifProduct(engine, pid!, () => engine.productMarkets(pid!, years, limit!));
    }),
  ];
}
