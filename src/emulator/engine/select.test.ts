import { describe, expect, it } from 'vitest';
import { sharedDefaultWorld } from '../node/shared-test-world';
import { compile, planCost, productRange } from './select';

const world = sharedDefaultWorld();
const total = world.obs.count;
const cost = (sel: Parameters<typeof compile>[1]) => planCost(world, compile(world, sel));

describe('index plans', () => {
  it('country- and product-scoped selections never scan the whole world', () => {
    expect(cost({ reporter: 'KE' }).cost).toBeLessThan(total * 0.01);
    expect(cost({ reporter: 'CN', flow: 'export' }).cost).toBeLessThan(total * 0.1);
    expect(cost({ partner: 'BR', flow: 'import' }).cost).toBeLessThan(total * 0.05);
    expect(cost({ product: '090111' }).cost).toBeLessThan(total * 0.005);
    expect(cost({ product: '27' }).cost).toBeLessThan(total * 0.05);
    expect(cost({ reporter: 'US', product: '8703' }).cost).toBeLessThan(total * 0.01);
    expect(cost({ reporter: 'EU', flow: 'export' }).cost).toBeLessThan(total * 0.4);
  });

  it('world-level selections go through the year index, restricted to the years asked', () => {
    const p = cost({ from: 2024, to: 2025 });
    expect(p.byYear).toBe(true);
    expect(p.cost).toBeLessThan(total * 0.2);
    expect(cost({ reporter: 'XW' }).byYear).toBe(true);
  });

  it('maps every HS prefix to one contiguous product range', () => {
    const [a, b] = productRange(world, '0901');
    const codes = world.catalog.products.slice(a, b).map((p) => p.hs6);
    expect(codes.length).toBeGreaterThan(3);
    expect(codes.every((c) => c.startsWith('0901'))).toBe(true);
    expect(world.catalog.products[a - 1]!.hs6.startsWith('0901')).toBe(false);
    expect(world.catalog.products[b]!.hs6.startsWith('0901')).toBe(false);
    const [c, d] = productRange(world, '7700');
    expect(d - c).toBe(0);
  });

  it('treats out-of-coverage or reversed years and unknown ids as empty', () => {
    expect(compile(world, { from: 2030 }).empty).toBe(true);
    expect(compile(world, { to: 2005 }).empty).toBe(true);
    expect(compile(world, { from: 2020, to: 2019 }).empty).toBe(true);
    expect(compile(world, { reporter: 'ZZ' }).empty).toBe(true);
    expect(compile(world, { from: 2005, to: 2011 }).empty).toBe(false);
  });
});
