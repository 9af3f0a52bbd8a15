import { describe, expect, it } from 'vitest';
import { addToComparisonHref } from './add-to-comparison';

describe('addToComparisonHref', () => {
  it('starts a comparison with the one country when none was opened', () => {
    expect(addToComparisonHref('countries', 'KE', [])).toBe('/compare?countries=KE');
  });

  it('adds to the comparison of the same kind opened last, once, keeping six', () => {
    const recent = [
      { href: '/countries/DE', label: 'Germany' },
      { href: '/compare?products=0901', label: 'Compare coffee' },
      { href: '/compare?countries=BR,AR,CL,PE,CO,MX&from=2015', label: 'Compare' },
      { href: '/compare?countries=US', label: 'Older' },
    ];
    expect(addToComparisonHref('countries', 'KE', recent)).toBe('/compare?countries=AR,CL,PE,CO,MX,KE');
    expect(addToComparisonHref('countries', 'AR', recent)).toBe('/compare?countries=BR,CL,PE,CO,MX,AR');
    expect(addToComparisonHref('products', '1801', recent)).toBe('/compare?products=0901,1801');
  });
});
