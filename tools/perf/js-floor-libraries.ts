/**
 * The JS floor of the country view with the libraries the app requires on top of the frameworks
 * js-floor.ts plus echarts-for-react's core, openapi-fetch's client, the persisted
 * catalog cache (the query persister and idb-keyval), the ISO code table and the generated
 * contract validators of the view's endpoints. `npm run perf` reports its gzip size and what the 1.10 × floor budget
 * leaves for the app's own code once these are in. Handed to globalThis so tree shaking keeps
 * them, as in js-floor.ts.
 */
import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { createStore, del, entries, get, keys, set } from 'idb-keyval';
import createClient from 'openapi-fetch';
import { validate as countryDetail } from '@/api/generated/validators/get-countries-cid.js';
import { validate as countryExports } from '@/api/generated/validators/get-countries-cid-exports.js';
import { validate as countryImports } from '@/api/generated/validators/get-countries-cid-imports.js';
import { validate as countryPartners } from '@/api/generated/validators/get-countries-cid-partners.js';
import { validate as countryProducts } from '@/api/generated/validators/get-countries-cid-products.js';
import { validate as productDetail } from '@/api/generated/validators/get-products-pid.js';
import { validate as tradeSummary } from '@/api/generated/validators/get-trade-summary.js';
import * as isoAlphaCodes from '@/lib/iso-alpha-codes';
import './js-floor';

Object.assign(globalThis, {
  ReactEChartsCore,
  createClient,
  experimental_createQueryPersister,
  idbKeyval: { createStore, del, entries, get, keys, set },
  isoAlphaCodes,
  countryValidators: [
    countryDetail,
    countryExports,
    countryImports,
    countryPartners,
    countryProducts,
    productDetail,
    tradeSummary,
  ],
});
