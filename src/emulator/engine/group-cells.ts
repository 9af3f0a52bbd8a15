/**
 * A group reporter's (the EU's) external trade summed per (product, year), exports and imports
 * apart: its product rankings and product series then merge cells instead of visiting the
 * hundreds of thousands of extra-EU rows. Built from select.ts's external row lists on first
 * use and kept for the world's lifetime.
 */
import type { World } from '../world/world';
import { add, newSums, type Sums } from '../world/sums';
import { externalRows, type Compiled } from './select';

export interface GroupCells {
  /** Per product × years + year. */
  exports: Sums;
  imports: Sums;
}

const cache = new WeakMap<World, Map<string, GroupCells>>();

export function groupCellsOf(world: World, c: Compiled): GroupCells {
  const key = c.repIds.join(',');
  let perWorld = cache.get(world);
  if (!perWorld) cache.set(world, (perWorld = new Map<string, GroupCells>()));
  const cached = perWorld.get(key);
  if (cached) return cached;
  const Y = world.lastYear - world.firstYear + 1;
  const P = world.catalog.products.length;
  const { product, year, value, quantity } = world.obs;
  const units = world.productUnits;
  const ext = externalRows(world, c);
  const sumRows = (rows: Uint32Array) => {
    const sums = newSums(P * Y);
    for (const r of rows) {
      const p = product[r]!;
      add(sums, p * Y + year[r]!, value[r]!, quantity[r]!, units[p]!);
    }
    return sums;
  };
  const cells = { exports: sumRows(ext.exportRows), imports: sumRows(ext.importRows) };
  perWorld.set(key, cells);
  return cells;
}
