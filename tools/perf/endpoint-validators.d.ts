// Each endpoint's generated validator module (src/api/generated/validators/<endpoint>.js, typed
// for the app through validator-loaders.d.ts), imported directly by the JS floor.
declare module '@/api/generated/validators/*.js' {
  import type { ResponseValidator } from '@/api/generated/validators';

  export const validate: ResponseValidator;
}
