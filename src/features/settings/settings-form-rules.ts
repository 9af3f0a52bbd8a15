/**
 * The settings form's rules as one pure function of what the form holds and what is saved: which
 * errors it shows, whether it can be saved or tested, and whether the stored key may be used.
 * The rule that matters most: a key belongs to the origin it was entered for, so the stored key is
 * used (kept on save, sent by "Test connection") only while the form's base URL is on that origin.
 */
import { originOf, REQUEST_TIMEOUT, type DataSourceMode } from '@/api/data-source';
import { validateBaseUrl } from './validate-base-url';

export interface SettingsFormValues {
  mode: DataSourceMode;
  baseUrl: string;
  apiKey: string;
  timeoutSeconds: string;
}

/** What is saved: the mode, the live base URL and whether a live key is stored. */
export interface SavedSource {
  mode: DataSourceMode;
  liveBaseUrl: string;
  hasLiveKey: boolean;
}

export function settingsFormRules(
  values: SettingsFormValues,
  saved: SavedSource,
  { demoAvailable, testing }: { demoAvailable: boolean; testing: boolean },
) {
  const { mode, baseUrl, timeoutSeconds } = values;
  const typedKey = values.apiKey.trim();
  const urlError = mode === 'live' ? validateBaseUrl(baseUrl) : null;
  /** The origin the stored key was entered for (the saved base URL's), when a key is stored. */
  const storedKeyOrigin = saved.hasLiveKey ? originOf(saved.liveBaseUrl) : null;
  /** The form points at another origin than the stored key's: that key may not go there. */
  const keyOfOtherOrigin =
    storedKeyOrigin !== null && urlError === null && originOf(baseUrl) !== storedKeyOrigin;
  /** An empty key field keeps the stored key, for its own origin only. */
  const keepsStoredKey = typedKey === '' && storedKeyOrigin !== null && !keyOfOtherOrigin;
  /** The stored key is in the data source's snapshot only while the saved mode is live. */
  const sendsStoredKey = keepsStoredKey && saved.mode === 'live';
  const keyMissing = mode === 'live' && typedKey === '' && !keepsStoredKey;
  const timeoutError = validateTimeout(timeoutSeconds);
  const canSave = (mode === 'demo' ? demoAvailable : !urlError && !keyMissing) && timeoutError === null;
  const canTest = !testing && (mode === 'demo' || (!urlError && (typedKey !== '' || sendsStoredKey)));
  return {
    typedKey,
    urlError,
    timeoutError,
    storedKeyOrigin,
    keyOfOtherOrigin,
    sendsStoredKey,
    canSave,
    canTest,
  };
}

/** null when the seconds field is a usable time limit; else the reason. */
export function validateTimeout(seconds: string): string | null {
  const value = Number(seconds);
  const min = REQUEST_TIMEOUT.minMs / 1000;
  const max = REQUEST_TIMEOUT.maxMs / 1000;
  if (seconds.trim() === '' || !Number.isFinite(value)) return 'Enter a number of seconds.';
  if (value < min || value > max) return `Between ${min} and ${max} seconds.`;
  return null;
}
