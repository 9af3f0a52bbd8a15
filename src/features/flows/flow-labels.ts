/**
 * The words the explorer's heading and charts use for a selection (reporter, partner, product,
 * years), from the names the service gave or the runtime's country names: the view's heading and
 * the charts' labels, in the view and in an embed of one of its charts.
 */
import { countryName } from '@/lib/country-names';
import { formatYearRange } from '@/lib/format';
import type { FlowsViewState } from './flows-state';
import type { FlowsData } from './use-flows-data';

function selectionHeading(
  view: FlowsViewState,
  names: { reporter: string; partner: string; product: string | null },
) {
  const range = formatYearRange(view.from, view.to);
  const what = names.product ? ` of ${names.product}` : '';
  if (view.bothDirections)
    return {
      who: `${names.reporter} ⇄ ${names.partner}`,
      text: `${names.reporter} ⇄ ${names.partner}: trade in both directions${what}, ${range}`,
    };
  const flowLabel = view.flow === 'export' ? 'exports' : 'imports';
  const arrow = view.flow === 'export' ? '→' : '←';
  const who = `${names.reporter} ${arrow} ${names.partner}`;
  return { who, text: `${who}: ${flowLabel}${what}, ${range}` };
}

export function flowLabels(view: FlowsViewState, data: Pick<FlowsData, 'reporter' | 'partner' | 'product'>) {
  const reporterName = view.reporter
    ? (data.reporter?.data?.data.name ?? countryName(view.reporter))
    : undefined;
  const partnerName = view.partner ? (data.partner?.data?.data.name ?? countryName(view.partner)) : undefined;
  const productMatches = data.product?.data?.data.matches;
  const productName =
    view.product && productMatches
      ? view.product.length === 6
        ? productMatches[0]?.name
        : `${productMatches.length} HS6 product${productMatches.length === 1 ? '' : 's'}`
      : undefined;
  const nameLabel = (id: string | undefined, name: string | undefined, all: string) =>
    id ? (name && name !== id ? `${name} (${id})` : id) : all;
  const names = {
    reporter: nameLabel(view.reporter, reporterName, 'All reporters'),
    partner: nameLabel(view.partner, partnerName, 'all partners'),
    product: view.product ? `HS ${view.product}${productName ? ` (${productName})` : ''}` : null,
  };
  return {
    reporterName,
    partnerName,
    productName,
    /** The product's name as the form's field shows it after its code: an HS6 code's only (a count is no name). */
    productFieldName: view.product?.length === 6 ? productName : undefined,
    heading: selectionHeading(view, names),
    exportLabel: `${reporterName ?? view.reporter ?? 'Reporter'} → ${partnerName ?? view.partner ?? 'partner'}`,
    importLabel: `${reporterName ?? view.reporter ?? 'Reporter'} ← ${partnerName ?? view.partner ?? 'partner'}`,
  };
}

export type FlowLabels = ReturnType<typeof flowLabels>;
