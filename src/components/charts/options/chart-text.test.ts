import { describe, expect, it } from 'vitest';
import { chartText, LABEL_MAX_CHARS, TOOLTIP_MAX_CHARS, tooltipText } from './chart-text';

describe('chartText', () => {
  it('keeps a name that fits', () => {
    expect(chartText('Germany')).toBe('Germany');
    expect(chartText(null)).toBe('');
    expect(chartText('x'.repeat(LABEL_MAX_CHARS))).toBe('x'.repeat(LABEL_MAX_CHARS)); // exactly the limit: whole
  });

  it('cuts a long name to the limit, ending in an ellipsis', () => {
    const cut = chartText(`Germany${'W'.repeat(10_000)}`);
    expect(Array.from(cut)).toHaveLength(LABEL_MAX_CHARS);
    expect(cut.startsWith('GermanyWWW')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(chartText('x'.repeat(500), TOOLTIP_MAX_CHARS))).toHaveLength(TOOLTIP_MAX_CHARS);
  });

  it('never cuts inside a character made of two UTF-16 units', () => {
    const cut = chartText('😀'.repeat(100), 10);
    expect(cut).toBe(`${'😀'.repeat(9)}…`);
  });

  it('strips overrides and isolates (an unclosed override would reorder the label)', () => {
    expect(chartText('\u2068\u202EChina\u2069')).toBe('China');
  });

  it('escapes for tooltips after cutting', () => {
    expect(tooltipText('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});
