/**
 * A region that scrolls a wide table sideways, with the hint above it that says columns lie past
 * the edge (SidewaysHint), measured again whenever `version` changes. The region is focusable
 * and named: keyboard users scroll it with the arrow keys (axe scrollable-region-focusable).
 */
import { useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { SidewaysHint } from './sideways-hint';
import { useSidewaysOverflow } from './use-sideways-overflow';

interface SidewaysScrollProps {
  /** Every column of the table, those past the edge included. */
  columnCount: number;
  hintTestId: string;
  /** Changes when the content may have changed width (rows came, a disclosure opened). */
  version: unknown;
  /** The region's name: the id of its caption, or a label. */
  labelledBy?: string;
  label?: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  /** The region's element, for a caller that needs it too (a virtualised list). */
  scrollRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

export function SidewaysScroll({
  columnCount,
  hintTestId,
  version,
  labelledBy,
  label,
  className,
  style,
  testId,
  scrollRef,
  children,
}: SidewaysScrollProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = scrollRef ?? ownRef;
  const sideways = useSidewaysOverflow(ref, version);
  return (
    <>
      <SidewaysHint overflow={sideways} columnCount={columnCount} testId={hintTestId} />
      <div
        ref={ref}
        className={className}
        style={style}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-labelledby={labelledBy}
        aria-label={label}
        data-testid={testId}
      >
        {children}
      </div>
    </>
  );
}
