import { describe, expect, it } from 'vitest';
import { sameOption } from './same-option';

describe('sameOption', () => {
  it('compares plain data by content', () => {
    expect(sameOption({ series: [{ data: [1, null, 3] }] }, { series: [{ data: [1, null, 3] }] })).toBe(true);
    expect(sameOption({ series: [{ data: [1, null, 3] }] }, { series: [{ data: [1, 0, 3] }] })).toBe(false);
    expect(sameOption({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameOption([NaN], [NaN])).toBe(true);
  });
  it('compares functions by identity, as echarts-for-react does', () => {
    const f = () => '';
    expect(sameOption({ formatter: f }, { formatter: f })).toBe(true);
    expect(sameOption({ formatter: () => '' }, { formatter: () => '' })).toBe(false);
  });
});
