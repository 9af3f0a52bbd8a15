// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceProfile } from './service-profile';
import {
  forgetServiceProfiles,
  keepServiceProfile,
  storedServiceProfile,
  subscribeServiceProfiles,
} from './service-profile-store';
import { memoryStorage } from '@/lib/opaque-origin';

const A = 'https://a.example';
const profile: ServiceProfile = { requiredFields: {}, periodFormat: 'year' };
const other: ServiceProfile = { requiredFields: {}, periodFormat: 'string' };
const storedAt = (storage: Storage, key: string) => JSON.parse(storage.getItem(key) ?? 'null') as unknown;

let local = memoryStorage();
beforeEach(() => {
  local = memoryStorage();
  vi.stubGlobal('localStorage', local);
  forgetServiceProfiles();
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetServiceProfiles();
});

describe('service profiles kept in a given storage', () => {
  it('are kept per base URL, spaces and trailing slashes set aside, under a stable key', () => {
    const storage = memoryStorage();
    expect(storedServiceProfile(A, storage)).toBeNull();
    expect(keepServiceProfile(` ${A}// `, 'h1', profile, storage)).toBe(true);
    expect(storedAt(storage, `tradescope:service-profile:${A}`)).toEqual({ hash: 'h1', profile });
    expect(storage.length).toBe(1);
    expect(storedServiceProfile(`${A}/`, storage)).toEqual(profile);
    expect(storedServiceProfile('https://b.example', storage)).toBeNull();
  });

  it('are replaced only when the document they were read from changes', () => {
    const storage = memoryStorage();
    expect(keepServiceProfile(A, 'h1', profile, storage)).toBe(true);
    expect(keepServiceProfile(A, 'h1', other, storage)).toBe(false);
    expect(storedServiceProfile(A, storage)).toEqual(profile);
    expect(keepServiceProfile(A, 'h2', other, storage)).toBe(true);
    expect(storedServiceProfile(A, storage)).toEqual(other);
  });

  it('are read from that storage only, not from the page’s memory or localStorage', () => {
    keepServiceProfile(A, 'h1', profile);
    const storage = memoryStorage();
    expect(storedServiceProfile(A, storage)).toBeNull();
    keepServiceProfile(A, 'h2', other, storage);
    expect(storedServiceProfile(A)).toEqual(profile);
  });

  it('read as nothing kept when what is stored is not JSON', () => {
    const storage = memoryStorage();
    storage.setItem(`tradescope:service-profile:${A}`, '{not json');
    expect(storedServiceProfile(A, storage)).toBeNull();
    expect(keepServiceProfile(A, 'h1', profile, storage)).toBe(true);
  });
});

describe('service profiles kept in localStorage', () => {
  it('apply from the first request of the next visit', () => {
    local.setItem(`tradescope:service-profile:${A}`, JSON.stringify({ hash: 'h1', profile }));
    expect(storedServiceProfile(A)).toEqual(profile);
  });

  it('are read once per page, then from memory', () => {
    keepServiceProfile(A, 'h1', profile);
    expect(storedAt(local, `tradescope:service-profile:${A}`)).toEqual({ hash: 'h1', profile });
    local.clear();
    expect(storedServiceProfile(A)).toEqual(profile);
  });

  it('are not replaced by the same document on the next visit', () => {
    local.setItem(`tradescope:service-profile:${A}`, JSON.stringify({ hash: 'h1', profile }));
    expect(keepServiceProfile(A, 'h1', profile)).toBe(false);
    expect(keepServiceProfile(A, 'h2', other)).toBe(true);
  });

  it('still apply for the page when localStorage is blocked or full', () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError: storage is blocked');
      },
    });
    expect(storedServiceProfile(A)).toBeNull();
    expect(keepServiceProfile(A, 'h1', profile)).toBe(true);
    expect(storedServiceProfile(A)).toEqual(profile);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', full);
    forgetServiceProfiles();
    expect(keepServiceProfile(A, 'h2', other)).toBe(true);
    expect(storedServiceProfile(A)).toEqual(other);
  });
});

describe('listeners of the kept profiles', () => {
  it('are told when the page keeps a new profile, not the same document again, and no more once gone', () => {
    const told = vi.fn();
    const unsubscribe = subscribeServiceProfiles(told);
    keepServiceProfile(A, 'h1', profile);
    expect(told).toHaveBeenCalledTimes(1);
    keepServiceProfile(A, 'h1', profile);
    expect(told).toHaveBeenCalledTimes(1);
    // A caller's own storage is not the page's.
    keepServiceProfile(A, 'h9', other, memoryStorage());
    expect(told).toHaveBeenCalledTimes(1);
    unsubscribe();
    keepServiceProfile(A, 'h2', other);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
