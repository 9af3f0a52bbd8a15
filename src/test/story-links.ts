/**
 * The check every view's summary in words passes: once the charts it quotes are ready, it has
 * three to five sentences with figures, each figure a link to the chart it comes from, that chart
 * shows the very same figure (its table or footer), and no sentence claims a cause or a forecast.
 * Returns the sentences for the view's own checks.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { openDataTable } from '@/components/charts/open-data-table';

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

export async function expectStoryLinkedToCharts(chartIds: readonly string[]): Promise<HTMLElement[]> {
  await waitFor(
    () => {
      for (const id of chartIds) expect(chart(id)?.getAttribute('data-state')).toBe('ready');
    },
    { timeout: 30_000 },
  );
  for (const id of chartIds) await openDataTable(chart(id));
  const summary = document.querySelector<HTMLElement>('[data-summary]')!;
  await waitFor(() => expect(summary.querySelectorAll('a[data-figure-of]').length).toBeGreaterThan(8), {
    timeout: 15_000,
  });
  const sentences = [...summary.querySelectorAll<HTMLElement>('p')].filter((p) =>
    p.querySelector('[data-figure-of]'),
  );
  expect(sentences.length).toBeGreaterThanOrEqual(3);
  expect(sentences.length).toBeLessThanOrEqual(5);
  const links = [...summary.querySelectorAll<HTMLAnchorElement>('a[data-figure-of]')];
  expect(new Set(links.map((a) => a.dataset.figureOf))).toEqual(new Set(chartIds));
  for (const link of links) {
    const target = chart(link.dataset.figureOf!);
    expect(link.getAttribute('href')).toBe(`#${target.id}`);
    const cells = [...target.querySelectorAll('td, th, footer')].map((c) => c.textContent ?? '');
    expect(
      cells.some((text) => text === link.textContent || text.includes(link.textContent)),
      `${link.dataset.figureOf}: ${link.textContent}`,
    ).toBe(true);
  }
  for (const p of sentences) expect(p).not.toHaveTextContent(/because|will |due to|expected to/i);
  expect(screen.getByRole('button', { name: 'Copy with citation' })).toBeInTheDocument();
  return sentences;
}
