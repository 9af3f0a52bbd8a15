/** The link of a palette destination, through the one place that builds each route's links. */
import type { Destination } from '@/lib/command-query/interpret';
import { paths } from '@/lib/paths';

export function destinationHref(d: Destination): string {
  switch (d.kind) {
    case 'country':
      return paths.country.getHref(d.cid, { product: d.product, flow: d.flow, from: d.from, to: d.to });
    case 'product':
      return paths.product.getHref(d.pid, { reporter: d.reporter, flow: d.flow, from: d.from, to: d.to });
    case 'flows':
      return paths.flows.getHref({
        reporter: d.reporter,
        partner: d.partner,
        product: d.product,
        flow: d.flow,
        from: d.from,
        to: d.to,
      });
    case 'compare':
      return paths.compare.getHref(
        d.countries ? { countries: d.countries } : { products: d.products ?? [] },
        { from: d.from, to: d.to },
      );
    case 'index':
      return paths.products.getHref({ from: d.from, to: d.to });
  }
}
