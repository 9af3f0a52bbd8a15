/**
 * ECharts draws on a canvas, which jsdom lacks. Component tests replace echarts-for-react's
 * core component with this stub, which behaves like the real one where our code depends on it:
 * - it "draws" after mount, after a theme or `opts` change (the real one recreates the instance)
 *   and after an update whose option props differ, and then fires `finished` asynchronously, as
 *   ECharts does after its render frame;
 * - an update whose option props are deep-equal to the previous ones draws nothing and fires
 *   nothing: echarts-for-react compares them with the same `isEqual` (fast-deep-equal) imported
 *   here, and skips `setOption`. In a browser a chart that waits for that `finished` stays
 *   "loading", so the stub must not fire it either.
 * It renders the option's series data as text so a test can see what was drawn (null stays
 * "null": gaps are visible).
 *
 * Usage in a test file: vi.mock('echarts-for-react/esm/core', () => import('../test/echarts-stub'));
 */
import { isEqual } from 'echarts-for-react/esm/helper/is-equal';
import { Component } from 'react';

interface StubProps {
  option: { series?: { data?: unknown[] }[] };
  theme?: unknown;
  opts?: unknown;
  notMerge?: boolean;
  lazyUpdate?: boolean;
  onEvents?: Record<string, (params?: unknown) => void>;
}

/** The props echarts-for-react compares before it calls setOption (its `pickKeys`). */
const optionProps = ({ option, notMerge, lazyUpdate }: StubProps) => ({ option, notMerge, lazyUpdate });

export default class EChartsStub extends Component<StubProps> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  componentDidMount() {
    this.draw();
  }
  componentDidUpdate(prev: StubProps) {
    const recreated = !isEqual(prev.theme, this.props.theme) || !isEqual(prev.opts, this.props.opts);
    if (recreated || !isEqual(optionProps(prev), optionProps(this.props))) this.draw();
  }
  componentWillUnmount() {
    clearTimeout(this.timer);
  }
  private draw() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.props.onEvents?.['finished']?.(), 0);
  }
  render() {
    const series = this.props.option.series ?? [];
    return (
      <div data-testid="echarts-stub">
        {series.map((s, i) => (
          <span key={i} data-testid="echarts-series">
            {JSON.stringify(s.data ?? [])}
          </span>
        ))}
      </div>
    );
  }
}
