import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT } from '@/api/data-source';
import {
  settingsFormRules,
  validateTimeout,
  type SavedSource,
  type SettingsFormValues,
} from './settings-form-rules';

const live: SettingsFormValues = {
  mode: 'live',
  baseUrl: 'https://api.example.org',
  apiKey: '',
  timeoutSeconds: '15',
};
const savedWithKey: SavedSource = { mode: 'live', liveBaseUrl: 'https://api.example.org', hasLiveKey: true };
const noKeySaved: SavedSource = { mode: 'demo', liveBaseUrl: '', hasLiveKey: false };
const idle = { demoAvailable: true, testing: false };

describe('settingsFormRules', () => {
  it('keeps and sends the stored key while the form stays on its origin', () => {
    const rules = settingsFormRules({ ...live, baseUrl: 'https://api.example.org/' }, savedWithKey, idle);
    expect(rules.storedKeyOrigin).toBe('https://api.example.org');
    expect(rules.keyOfOtherOrigin).toBe(false);
    expect(rules.sendsStoredKey).toBe(true);
    expect(rules.canSave).toBe(true);
    expect(rules.canTest).toBe(true);
  });

  it('never lets the stored key go to another origin: a new key is needed to save or test', () => {
    const rules = settingsFormRules({ ...live, baseUrl: 'https://other.example.org' }, savedWithKey, idle);
    expect(rules.keyOfOtherOrigin).toBe(true);
    expect(rules.sendsStoredKey).toBe(false);
    expect(rules.canSave).toBe(false);
    expect(rules.canTest).toBe(false);
    const typed = settingsFormRules(
      { ...live, baseUrl: 'https://other.example.org', apiKey: ' k ' },
      savedWithKey,
      idle,
    );
    expect(typed.typedKey).toBe('k');
    expect(typed.canSave).toBe(true);
    expect(typed.canTest).toBe(true);
  });

  it('keeps a stored key on save but sends it in a test only while the saved mode is live', () => {
    const rules = settingsFormRules(live, { ...savedWithKey, mode: 'demo' }, idle);
    expect(rules.canSave).toBe(true);
    expect(rules.sendsStoredKey).toBe(false);
    expect(rules.canTest).toBe(false);
  });

  it('asks for a key, a valid URL and a usable time limit in live mode', () => {
    expect(settingsFormRules(live, noKeySaved, idle).canSave).toBe(false);
    const badUrl = settingsFormRules({ ...live, baseUrl: 'not a url', apiKey: 'k' }, noKeySaved, idle);
    expect(badUrl.urlError).not.toBeNull();
    expect(badUrl.canSave).toBe(false);
    const badTimeout = settingsFormRules({ ...live, apiKey: 'k', timeoutSeconds: 'x' }, noKeySaved, idle);
    expect(badTimeout.timeoutError).toBe('Enter a number of seconds.');
    expect(badTimeout.canSave).toBe(false);
  });

  it('saves the demo only where it is available, and never tests twice at once', () => {
    const demo = { ...live, mode: 'demo' as const };
    expect(settingsFormRules(demo, noKeySaved, idle).canSave).toBe(true);
    expect(settingsFormRules(demo, noKeySaved, { demoAvailable: false, testing: false }).canSave).toBe(false);
    expect(settingsFormRules(demo, noKeySaved, { demoAvailable: true, testing: true }).canTest).toBe(false);
    expect(settingsFormRules(demo, noKeySaved, idle).urlError).toBeNull();
  });
});

describe('validateTimeout', () => {
  it('accepts the bounds and names them when outside', () => {
    const min = REQUEST_TIMEOUT.minMs / 1000;
    const max = REQUEST_TIMEOUT.maxMs / 1000;
    expect(validateTimeout(String(min))).toBeNull();
    expect(validateTimeout(String(max))).toBeNull();
    expect(validateTimeout(String(max + 1))).toBe(`Between ${min} and ${max} seconds.`);
    expect(validateTimeout(' ')).toBe('Enter a number of seconds.');
  });
});
