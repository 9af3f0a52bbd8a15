import { describe, expect, it } from 'vitest';
import {
  NOT_AVAILABLE,
  formatCount,
  formatGrowth,
  formatHhi,
  formatNumber,
  formatNumberExact,
  formatPercent,
  formatQuantity,
  formatQuantityExact,
  formatUnitValue,
  formatUsdCompact,
  formatUsdExact,
  formatYear,
  formatYearRange,
  unitLabel,
} from './format';

describe('formatUsdCompact', () => {
  it('uses T/B/M/K with at most one decimal', () => {
    expect(formatUsdCompact(1.234e12)).toBe('$1.2T');
    expect(formatUsdCompact(345.6e9)).toBe('$345.6B');
    expect(formatUsdCompact(12.34e6)).toBe('$12.3M');
    expect(formatUsdCompact(4_500)).toBe('$4.5K');
    expect(formatUsdCompact(12e6)).toBe('$12M');
  });
  it('shows whole dollars below a thousand', () => {
    expect(formatUsdCompact(950)).toBe('$950');
    expect(formatUsdCompact(0.4)).toBe('$0');
    expect(formatUsdCompact(0)).toBe('$0');
  });
  it('keeps the sign of negative values (a trade deficit)', () => {
    expect(formatUsdCompact(-2.5e9)).toBe('-$2.5B');
  });
  it('says n/a for missing values instead of zero', () => {
    expect(formatUsdCompact(null)).toBe(NOT_AVAILABLE);
    expect(formatUsdCompact(undefined)).toBe(NOT_AVAILABLE);
    expect(formatUsdCompact(Number.NaN)).toBe(NOT_AVAILABLE);
  });
});

describe('formatUsdExact', () => {
  it('groups every digit', () => {
    expect(formatUsdExact(1_234_567_890)).toBe('$1,234,567,890');
    expect(formatUsdExact(12.5)).toBe('$12.5');
    expect(formatUsdExact(null)).toBe(NOT_AVAILABLE);
  });
});

describe('percentages and growth', () => {
  it('formats a fraction with one decimal', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(null)).toBe(NOT_AVAILABLE);
  });
  it('labels growth as a yearly rate with a sign', () => {
    expect(formatGrowth(0.041)).toBe('+4.1% a year');
    expect(formatGrowth(-0.023)).toBe('-2.3% a year');
    expect(formatGrowth(0)).toBe('0.0% a year');
    expect(formatGrowth(null)).toBe(NOT_AVAILABLE);
  });
});

describe('numbers', () => {
  it('groups small numbers and compacts large ones', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(12_345)).toBe('12.3K');
    expect(formatNumber(4_500_000)).toBe('4.5M');
    expect(formatNumber(1234, { compact: true })).toBe('1.2K');
    expect(formatNumberExact(1_234_567.5)).toBe('1,234,567.5');
    expect(formatCount(41.6)).toBe('42');
  });
});

describe('quantities', () => {
  it('labels unit codes', () => {
    expect(unitLabel('u')).toBe('items');
    expect(unitLabel('u', false)).toBe('item');
    expect(unitLabel('m2')).toBe('m²');
    expect(unitLabel('kWh')).toBe('kWh');
    expect(unitLabel('bbl')).toBe('bbl');
  });
  it('converts kilograms to tonnes above 1,000 kg and says so', () => {
    expect(formatQuantity(950, 'kg')).toBe('950 kg');
    expect(formatQuantity(1_234_567, 'kg')).toBe('1,234.6 t');
    expect(formatQuantity(12_345_678, 'kg')).toBe('12.3K t');
    expect(formatQuantity(2_000, 'kg')).toBe('2 t');
  });
  it('keeps other units as reported', () => {
    expect(formatQuantity(12, 'u')).toBe('12 items');
    expect(formatQuantity(1, 'pair')).toBe('1 pair');
    expect(formatQuantity(3_400_000, 'kWh')).toBe('3.4M kWh');
    expect(formatQuantity(null, 'kg')).toBe(NOT_AVAILABLE);
  });
  it('gives the exact quantity in the service unit', () => {
    expect(formatQuantityExact(1_234_567, 'kg')).toBe('1,234,567 kg');
  });
  it('formats a unit value per unit', () => {
    expect(formatUnitValue(3.456, 'kg')).toBe('$3.46 per kg');
    expect(formatUnitValue(12_500, 'u')).toBe('$12.5K per item');
    expect(formatUnitValue(null, 'kg')).toBe(NOT_AVAILABLE);
  });
});

describe('years and HHI', () => {
  it('never groups the digits of a year', () => {
    expect(formatYear(2024)).toBe('2024');
    expect(formatYear('2024-01-01')).toBe('2024');
    expect(formatYear('garbage')).toBe(NOT_AVAILABLE);
    expect(formatYear(null)).toBe(NOT_AVAILABLE);
  });
  it('formats a year range', () => {
    expect(formatYearRange(2012, 2024)).toBe('2012–2024');
    expect(formatYearRange(2020, 2020)).toBe('2020');
    expect(formatYearRange(undefined, undefined)).toBe('all years');
    expect(formatYearRange(2015, undefined)).toBe('from 2015');
  });
  it('formats the HHI as a whole number', () => {
    expect(formatHhi(2345.4)).toBe('2,345');
    expect(formatHhi(null)).toBe(NOT_AVAILABLE);
  });
});
