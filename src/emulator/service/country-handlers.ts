/** GET /countries, /countries/{cid} and the country's series, partners and products. */
import type { AsyncTradeEngine, Flow } from '../engine/engine-types';
import { endpoint, NotFound, type ServiceContext } from './endpoint';
import type { ParamReader } from './params';
import { defined } from './trade-handlers';

const noCountry = (cid: string) => new NotFound(`No country or group has the id '${cid}'`);

/** Path ids are alpha-2 only (alpha-3 is a query-filter convenience), so the id must map to itself. */
async function ifCountry<D>(engine: AsyncTradeEngine, cid: string, run: () => Promise<D>) {
  return (await engine.resolveCountry(cid)) === cid ? run() : noCountry(cid);
}

function series(ctx: ServiceContext, flow: Flow) {
  const path = flow === 'export' ? '/countries/{cid}/exports' : '/countries/{cid}/imports';
  return endpoint(ctx, path, async (r: ParamReader, engine) => {
    const cid = r.cid();
    const partner = await r.country('partner');
    const product = await r.product();
    const filter = { ...r.years(), ...defined({ partner, product }) };
    return () => ifCountry(engine, cid!, () => engine.countrySeries(cid!, flow, filter));
  });
}

export function countryHandlers(ctx: ServiceContext) {
  return [
    endpoint(ctx, '/countries', (r, engine) => {
      const q = r.requiredString('q', 1);
      const limit = r.limit(50, 1, 500);
      return () => engine.searchCountries(q!, limit!);
    }),
    endpoint(ctx, '/countries/{cid}', (r, engine) => {
      const cid = r.cid();
      return async () => (await engine.countryDetail(cid!)) ?? noCountry(cid!);
    }),
    series(ctx, 'import'),
    series(ctx, 'export'),
    endpoint(ctx, '/countries/{cid}/partners', async (r, engine) => {
      const cid = r.cid();
      const flow = r.flow('export');
      const product = await r.product();
      const filter = { ...r.years(), ...defined({ product }) };
      const limit = r.limit(50, 1, 500);
      return () => ifCountry(engine, cid!, () => engine.countryPartners(cid!, flow, filter, limit!));
    }),
    endpoint(ctx, '/countries/{cid}/products', (r, engine) => {
      const cid = r.cid();
      const flow = r.flow('export');
      const years = r.years();
      const limit = r.limit(50, 1, 500);
      return () => ifCountry(engine, cid!, () => engine.countryProducts(cid!, flow, years, limit!));
    }),
  ];
}
