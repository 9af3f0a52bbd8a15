/** GET /trade and GET /trade/summary. */
import type { Selection } from '../engine/engine-types';
import { endpoint, type ServiceContext } from './endpoint';
import type { ParamReader } from './params';

/** Parameters in the order FastAPI declares (and so reports) them. */
async function readSelection(r: ParamReader): Promise<Selection> {
  const reporter = await r.country('reporter');
  const partner = await r.country('partner');
  const product = await r.product();
  const flow = r.flow(undefined);
  return { ...r.years(), ...defined({ reporter, partner, product, flow }) };
}

/** Drops undefined keys so the engine sees exactly the filters that were given. */
export function defined<T extends object>(obj: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as never;
}

export function tradeHandlers(ctx: ServiceContext) {
  return [
    endpoint(ctx, '/trade', async (r, engine) => {
      const sel = await readSelection(r);
      const limit = r.limit(1000, 1, 10000);
      return () => engine.trade(sel, limit!);
    }),
    endpoint(ctx, '/trade/summary', async (r, engine) => {
      const sel = await readSelection(r);
      return () => engine.summary(sel);
    }),
  ];
}
