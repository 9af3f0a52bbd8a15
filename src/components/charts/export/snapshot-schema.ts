/**
 * Small readers for the chart-specific part of a snapshot: each throws a SnapshotError naming
 * what is wrong, so a registry entry reads its data in a few lines and an edited or damaged
 * snapshot ends as a clear message, never as an exception deep inside a chart.
 */
import { SnapshotError } from './snapshot';

function fail(what: string): never {
  throw new SnapshotError('schema', `The snapshot in this link is not a valid chart snapshot (${what}).`);
}

export function readRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${what} must be an object`);
  return value as Record<string, unknown>;
}

export function readArray<T>(
  value: unknown,
  what: string,
  max: number,
  item: (v: unknown, i: number) => T,
): T[] {
  if (!Array.isArray(value) || value.length > max) fail(`${what} must be a list of at most ${max}`);
  return value.map(item);
}

export function readString(value: unknown, what: string, max = 300): string {
  if (typeof value !== 'string' || value.length > max) fail(`${what} must be a text`);
  return value;
}

export function readOptionalString(value: unknown, what: string, max = 300): string | undefined {
  return value === undefined || value === null ? undefined : readString(value, what, max);
}
