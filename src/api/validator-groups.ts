/**
 * The endpoints each view calls on its first render, as groups of contract validators (issue 11).
 * `npm run generate` compiles each group into one module (src/api/generated/validators/views/),
 * which the view's route loader hands to the client (view-loader.ts) and route-preload.ts fetches
 * with the HTML: a page downloads the validators of its own requests, compressed together, and no
 * others. A request outside its view's group (a filter, the command palette) loads its endpoint's
 * own module on demand, so a list that misses one costs a file, never a check.
 * Checked against what each loader requests in view-validators.test.ts.
 */
export const COUNTRY_VALIDATORS = [
  'GET /countries/{cid}',
  'GET /countries/{cid}/exports',
  'GET /countries/{cid}/imports',
  'GET /countries/{cid}/partners',
  'GET /countries/{cid}/products',
  'GET /products/{pid}',
  'GET /trade/summary',
] as const;
export const PRODUCT_VALIDATORS = [
  'GET /products/{pid}',
  'GET /products/{pid}/markets',
  'GET /products/{pid}/trade',
  'GET /trade',
  'GET /trade/summary',
] as const;
export const PRODUCTS_INDEX_VALIDATORS = [
  'GET /countries',
  'GET /countries/{cid}/products',
  'GET /trade/summary',
] as const;
export const FLOWS_VALIDATORS = [
  'GET /countries',
  'GET /countries/{cid}',
  'GET /products/{pid}',
  'GET /trade',
  'GET /trade/summary',
] as const;
export const COMPARE_VALIDATORS = [
  'GET /countries/{cid}/partners',
  'GET /products/{pid}',
  'GET /products/{pid}/markets',
  'GET /trade/summary',
] as const;

/** Group name (its module: validators/views/<name>-validators.js) → endpoints. */
export const VALIDATOR_GROUPS = {
  country: COUNTRY_VALIDATORS,
  product: PRODUCT_VALIDATORS,
  'products-index': PRODUCTS_INDEX_VALIDATORS,
  flows: FLOWS_VALIDATORS,
  compare: COMPARE_VALIDATORS,
} as const satisfies Record<string, readonly string[]>;

export type ValidatorGroupName = keyof typeof VALIDATOR_GROUPS;
