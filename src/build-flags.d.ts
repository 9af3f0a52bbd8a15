/** Set by vite.config.ts `define`: true in dev and demo builds, false in production builds. */
declare const __TRADESCOPE_DEMO__: boolean;
