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

  it.each([
    ['kg', ['kilogram', 'kilograms', 'kilo', 'kilos', 'kgs']],
    ['t', ['tonne', 'tonnes', 'ton', 'tons', 'metric ton', 'metric tons']],
    ['g', ['gram', 'grams']],
    ['u', ['item', 'items', 'unit', 'units', 'piece', 'pieces', 'number', 'number of items']],
    ['pair', ['pair', 'pairs', 'number of pairs']],
    ['l', ['litre', 'litres', 'liter', 'liters']],
    ['m2', ['square metre', 'square metres', 'square meter', 'square meters']],
    ['m3', ['cubic metre', 'cubic metres', 'cubic meter', 'cubic meters']],
    ['kWh', ['kilowatt hour', 'kilowatt hours', 'kilowatt-hour', 'kilowatt-hours']],
    ['MWh', ['thousand kilowatt-hours']],
    ['ct', ['carat', 'carats']],
  ])('read every spelling of %s', (code, words) => {
    for (const word of words) expect(unitCode(word), word).toBe(code);
  });

  it('leave codes and unknown words as they are', () => {
    expect(unitCode('kg')).toBe('kg');
    expect(unitCode('kWh')).toBe('kWh');
    expect(unitCode('barrels')).toBe('barrels');
  });
});
