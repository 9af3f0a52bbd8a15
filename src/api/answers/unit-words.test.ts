import { describe, expect, it } from 'vitest';
import { unitCode } from './unit-words';

describe('unit words', () => {
  it('map onto the unit codes the formatting knows', () => {
    expect(unitCode('kilograms')).toBe('kg');
    expect(unitCode(' Kilograms ')).toBe('kg');
    expect(unitCode('Number of items')).toBe('u');
    expect(unitCode('pairs')).toBe('pair');
    expect(unitCode('litres')).toBe('l');
    expect(unitCode('cubic  metres')).toBe('m3');
    expect(unitCode('kilowatt-hours')).toBe('kWh');
    expect(unitCode('carats')).toBe('ct');
  });

  it('leave codes and unknown words as they are', () => {
    expect(unitCode('kg')).toBe('kg');
    expect(unitCode('kWh')).toBe('kWh');
    expect(unitCode('barrels')).toBe('barrels');
  });
});
