/**
 * The service profiles kept per base URL: in memory for the page, and in localStorage so that a
 * service's conventions apply from the first request of the next visit (like the catalog cache,
 * it outlives the page; unlike it, it is small and read synchronously). A profile is replaced only
 * when the document it was read from changes. Never the key: a profile holds what the document
 * states and a fingerprint of its text.
 */
import type { ServiceProfile } from './service-profile';

const STORAGE_PREFIX = 'tradescope:service-profile:';

interface StoredProfile {
  hash: string;
  profile: ServiceProfile;
}

/** Per base URL: what has been read this page (null: nothing kept). */
const inMemory = new Map<string, StoredProfile | null>();

/** Told when this page keeps a new profile (what a page shows of it can follow). */
const listeners = new Set<() => void>();

export function subscribeServiceProfiles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // blocked (a sandboxed frame, a privacy setting): no storage
  }
  return undefined;
}

const keyOf = (baseUrl: string) => baseUrl.trim().replace(/\/+$/, '');

function read(baseUrl: string, storage: Storage | undefined): StoredProfile | null {
  try {
    // Stryker disable next-line OptionalChaining: equivalent, without a storage the call throws and the catch answers null
    const raw = storage?.getItem(STORAGE_PREFIX + keyOf(baseUrl));
    return raw ? (JSON.parse(raw) as StoredProfile) : null;
  } catch {
    // not JSON: nothing kept
  }
  return null;
}

/**
 * The profile kept for a base URL, when one has been discovered there. A storage given by a
 * caller (tests) is read directly; the default one once per page, then from memory.
 */
export function storedServiceProfile(baseUrl: string, storage?: Storage): ServiceProfile | null {
  if (storage) return read(baseUrl, storage)?.profile ?? null;
  const key = keyOf(baseUrl);
  if (!inMemory.has(key)) inMemory.set(key, read(key, defaultStorage()));
  return inMemory.get(key)?.profile ?? null;
}

/** Keeps a profile; true when it replaced one read from another document (or is the first). */
export function keepServiceProfile(
  baseUrl: string,
  hash: string,
  profile: ServiceProfile,
  storage?: Storage,
): boolean {
  const key = keyOf(baseUrl);
  const target = storage ?? defaultStorage();
  const previous = storage ? read(key, storage) : (inMemory.get(key) ?? read(key, target));
  if (previous?.hash === hash) return false;
  const kept: StoredProfile = { hash, profile };
  if (!storage) {
    inMemory.set(key, kept);
    for (const listener of listeners) listener();
  }
  try {
    // Stryker disable next-line OptionalChaining: equivalent, without a storage the call throws and the catch keeps the page's copy
    target?.setItem(STORAGE_PREFIX + key, JSON.stringify(kept));
  } catch {
    // storage full or blocked: the profile still applies for this page, just is not kept
  }
  return true;
}

/** Forgets what this page has read (tests). */
export function forgetServiceProfiles(): void {
  inMemory.clear();
}
