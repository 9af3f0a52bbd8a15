/**
 * When the full view's insights send their requests. They are many (the World group and ranking,
 * the markets of the largest products, the change's two years, the dependence's suppliers, then
 * the catalog names of what they list) and, sent with the first screen's, they queued with them
 * for the browser's six connections per origin and for the service: the six charts above them
 * were ready late. So they start once the first screen's requests have answered (or failed: a
 * settled request starts them too, so no insight waits forever), or as soon as the insights come
 * near the viewport, whichever is first. Once started they stay started. An embed of one insight
 * has nothing to wait for and starts at once.
 */
import { useCallback, useState, type ReactNode } from 'react';
import type { CountryData } from '../use-country-data';

/** How far below the viewport the insights start their requests (about a chart's height). */
const NEAR_VIEWPORT = '0px 0px 480px 0px';

/** Whether the requests the first screen's six charts draw from have all answered (or failed). */
export function firstChartsAnswered(data: CountryData): boolean {
  return [
    data.summary.export,
    data.summary.import,
    data.series.export,
    data.series.import,
    data.rankingPartners,
    data.products,
  ].every((query) => !query.isPending || query.isError);
}

/**
 * `afterFirstCharts`: whether the first screen's requests have answered (firstChartsAnswered);
 * undefined for an embed (started at once). Returns whether the insights may ask, and `startNow`
 * for the insights' NearViewport, which calls it once they come near the viewport.
 */
export function useInsightsStart(afterFirstCharts: boolean | undefined) {
  const [near, setNear] = useState(false);
  const [answered, setAnswered] = useState(false);
  // Latched: a later request of the first screen (other years, a filter) does not stop them again.
  if (afterFirstCharts && !answered) setAnswered(true);
  const started = afterFirstCharts === undefined || afterFirstCharts || answered || near;
  const startNow = useCallback(() => setNear(true), []);
  return { started, startNow };
}

/** A `className` block that calls `onNear` once it comes near the viewport. */
export function NearViewport({
  className,
  onNear,
  children,
}: {
  className: string;
  onNear: () => void;
  children: ReactNode;
}) {
  const watch = useCallback(
    (element: Element | null) => {
      // Without IntersectionObserver the first screen's answers alone start the insights.
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const watcher = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          onNear();
          watcher.disconnect();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      watcher.observe(element);
      return () => watcher.disconnect();
    },
    [onNear],
  );
  return (
    <div className={className} ref={watch}>
      {children}
    </div>
  );
}
