/**
 * ECharts draws on a canvas, which jsdom lacks. Component tests replace echarts-for-react's
 * core component with this stub, which behaves like the real one where our code depends on it:
 * it "draws" the option after mount/update and then fires the `finished` event asynchronously,
 * as ECharts does after its render frame. It also renders the option's series data as text so
 * a test can see what would have been drawn (null stays "null": gaps are visible).
 *
 * Usage in a test file: vi.mock('echarts-for-react/esm/core', () => import('../test/echarts-stub'));
 */
import { Component } from 'react';

interface StubProps {
  option: { series?: { data?: unknown[] }[] };
  onEvents?: Record<string, (params?: unknown) => void>;
}

export default class EChartsStub extends Component<StubProps> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  componentDidMount() {
    this.scheduleFinished();
  }
  componentDidUpdate(prev: StubProps) {
    if (prev.option !== this.props.option) this.scheduleFinished();
  }
  componentWillUnmount() {
    clearTimeout(this.timer);
  }
  private scheduleFinished() {
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
