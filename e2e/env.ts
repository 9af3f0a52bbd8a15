/** Shared by playwright.config.ts and the specs: where the test emulator listens, and its only key. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
export const E2E_API_BASE_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_API_KEY = 'e2e-key';
