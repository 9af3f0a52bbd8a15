import { describe, expect, it } from 'vitest';
import { EVIL } from '@/test/echarts-option';
import { chartPalette } from './palette';
import { partnerTooltip, partnerVerb, shareLine, TOOLTIP_BOX_CSS, tooltipBase } from './tooltip';

describe('tooltip pieces', () => {
  it('are confined to the chart, wrap long names, in the scheme’s colours, with the trigger only when given', () => {
    const dark = chartPalette('dark');
    const box = {
      confine: true,
      extraCssText: TOOLTIP_BOX_CSS,
      backgroundColor: dark.tooltipBackground,
      textStyle: { color: dark.text },
    };
    expect(tooltipBase(dark)).toEqual(box);
    expect(tooltipBase(dark, 'axis')).toEqual({ trigger: 'axis', ...box });
    expect(TOOLTIP_BOX_CSS).toMatch(/max-width:.*white-space: normal; overflow-wrap: anywhere/);
  });

  it('say how a partner relates to the country', () => {
    expect(partnerVerb('export')).toBe('Exports to');
    expect(partnerVerb('import')).toBe('Imports from');
  });

  it('add a share line only when the share is known', () => {
    expect(shareLine(0.123)).toBe('<br/>12.3% of the total');
    expect(shareLine(0)).toBe('<br/>0.0% of the total');
    expect(shareLine(null)).toBe('');
    expect(shareLine(undefined)).toBe('');
  });

  it('escape every data string of a partner tooltip', () => {
    expect(partnerTooltip('Exports to', 'China', 1234, 0.5)).toBe(
      'Exports to China<br/><b>$1,234</b><br/>50.0% of the total',
    );
    expect(partnerTooltip('Exports to', EVIL, 1, null)).toBe(
      'Exports to &lt;img src=x onerror=alert(1)&gt;<br/><b>$1</b>',
    );
    expect(partnerTooltip('<b>', 'x', 1, null)).toContain('&lt;b&gt; x');
  });
});
