import { describe, expect, it } from 'vitest';
import {
  NONE_REPORTED,
  NOT_AVAILABLE,
  formatCount,
  formatGrowth,
  formatHhi,
  formatNumber,
  formatNumberExact,
  formatPercent,
  formatQuantity,
  formatQuantityExact,
  formatTotalUsd,
  formatUnitValue,
  formatUsdCompact,
  formatUsdExact,
  formatYear,
  formatYearRange,
  unitLabel,
} from './format';

describe('negative numbers', () => {
  it('have the minus sign in every form, as the signed changes do, never a hyphen', () => {
    const texts = [
      formatUsdCompact(-2.5e9),
      formatUsdCompact(-950),
      formatUsdExact(-1234),
      formatPercent(-0.221),
      formatNumber(-12_345),
      formatNumber(-5),
      formatNumberExact(-1.5),
      formatCount(-3),
      formatUnitValue(-2, 'kg'),
    ];
    expect(texts).toEqual([
      '\u2212$2.5B',
      '\u2212$950',
      '\u2212$1,234',
      '\u221222.1%',
      '\u221212.3K',
      '\u22125',
      '\u22121.5',
      '\u22123',
      '\u2212$2.00 per kg',
    ]);
    // Positive numbers and zero carry no sign.
    expect([formatPercent(0.221), formatCount(0), formatUsdCompact(2.5e9)]).toEqual(['22.1%', '0', '$2.5B']);
  });
});

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
    expect(formatUsdCompact(-2.5e9)).toBe('−$2.5B');
  });
  it('says n/a for missing values instead of zero', () => {
    expect(NOT_AVAILABLE).toBe('n/a');
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

describe('formatTotalUsd', () => {
  it('says "none reported" for a total without a single year of trade, and writes a total as usual', () => {
    expect(NONE_REPORTED).toBe('none reported');
    expect(formatTotalUsd(null, 0)).toBe(NONE_REPORTED);
    expect(formatTotalUsd(undefined, 0, true)).toBe(NONE_REPORTED);
    expect(formatTotalUsd(2.5e9, 3)).toBe('$2.5B');
    expect(formatTotalUsd(2.5e9, 3, true)).toBe('$2,500,000,000');
    // A total of zero over years with rows is a figure, not an absence.
    expect(formatTotalUsd(0, 0)).toBe('$0');
  });

  it('keeps "n/a" where the total is missing but years with trade are listed or not known', () => {
    expect(formatTotalUsd(null, 2)).toBe(NOT_AVAILABLE);
    expect(formatTotalUsd(null, undefined)).toBe(NOT_AVAILABLE);
    expect(formatTotalUsd(null, undefined, true)).toBe(NOT_AVAILABLE);
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
    expect(formatGrowth(-0.023)).toBe('−2.3% a year');
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
    expect(formatNumberExact(0.12345)).toBe('0.123');
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
  it("labels every unit code it knows, in the singular and the plural, whatever the code's case", () => {
    // SI symbols (litre as L, squared and cubed metres with superscripts); counted things in words.
    const labels: [string, string, string][] = [
      ['kg', 'kg', 'kg'],
      ['t', 't', 't'],
      ['g', 'g', 'g'],
      ['u', 'item', 'items'],
      ['l', 'L', 'L'],
      ['m', 'm', 'm'],
      ['m2', 'm²', 'm²'],
      ['m3', 'm³', 'm³'],
      ['pair', 'pair', 'pairs'],
      ['kwh', 'kWh', 'kWh'],
      ['mwh', 'MWh', 'MWh'],
      ['carat', 'carat', 'carats'],
      ['ct', 'carat', 'carats'],
    ];
    for (const [code, singular, plural] of labels) {
      for (const typed of [code, code.toUpperCase()]) {
        expect(unitLabel(typed, false), typed).toBe(singular);
        expect(unitLabel(typed), typed).toBe(plural);
      }
    }
    expect(formatQuantity(1, 'l')).toBe('1 L');
    expect(formatQuantity(2.5, 'M3')).toBe('2.5 m³');
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

describe('the edges of each rule', () => {
  it('switches to the compact form at exactly 1,000 dollars and 10,000 units', () => {
    expect(formatUsdCompact(999)).toBe('$999');
    expect(formatUsdCompact(1000)).toBe('$1K');
    expect(formatNumber(9999)).toBe('9,999');
    expect(formatNumber(10_000)).toBe('10K');
    expect(formatUnitValue(999.5, 'kg')).toBe('$999.50 per kg');
    expect(formatUnitValue(1000, 'kg')).toBe('$1K per kg');
  });

  it('converts to tonnes from exactly 1,000 kg', () => {
    expect(formatQuantity(999, 'kg')).toBe('999 kg');
    expect(formatQuantity(1000, 'kg')).toBe('1 t');
  });

  it('says n/a for a missing number everywhere, never "NaN" or "0"', () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(missing)).toBe(NOT_AVAILABLE);
      expect(formatQuantityExact(missing, 'kg')).toBe(NOT_AVAILABLE);
      expect(formatUnitValue(missing, 'kg')).toBe(NOT_AVAILABLE);
    }
    expect(formatYear(undefined)).toBe(NOT_AVAILABLE);
  });

  it('writes the exact quantity with a singular unit for exactly one', () => {
    expect(formatQuantityExact(1, 'u')).toBe('1 item');
    expect(formatQuantityExact(-1, 'u')).toBe('−1 item');
    expect(formatQuantityExact(2, 'u')).toBe('2 items');
    expect(formatQuantityExact(1234.5, 'pair')).toBe('1,234.5 pairs');
  });

  it('writes no unit when there is none', () => {
    expect(unitLabel(null)).toBe('');
    expect(unitLabel(undefined)).toBe('');
    expect(unitLabel('')).toBe('');
    expect(formatQuantity(12, null)).toBe('12');
    expect(formatQuantityExact(12, undefined)).toBe('12');
  });

  it('reads a year only at the start of a period string, spaces ignored', () => {
    expect(formatYear(' 2024-01-01')).toBe('2024');
    expect(formatYear('FY2024')).toBe(NOT_AVAILABLE);
  });

  it('names an open-ended range by its one end', () => {
    expect(formatYearRange(null, 2020)).toBe('up to 2020');
    expect(formatYearRange(undefined, 2020)).toBe('up to 2020');
    expect(formatYearRange(2012, null)).toBe('from 2012');
    expect(formatYearRange(null, null)).toBe('all years');
  });
});
