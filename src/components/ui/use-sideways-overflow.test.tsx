import { cleanup, render, screen } from '@testing-library/react';
import { fakeResizeObserver } from '@/test/fake-resize-observer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidewaysScroll } from './sideways-scroll';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A ResizeObserver the test triggers, as the browser does once the observed boxes are laid out. */
function stubResizeObserver() {
  const fake = fakeResizeObserver();
  vi.stubGlobal('ResizeObserver', fake.ResizeObserver);
  return { reportLayout: fake.resize };
}

function wideTable() {
  return render(
    <SidewaysScroll columnCount={9} hintTestId="hint" version="v1" label="Values">
      <table>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </table>
    </SidewaysScroll>,
  );
}

describe('useSidewaysOverflow', () => {
  it('reads the widths when the layout is reported, not while the table mounts', () => {
    const { reportLayout } = stubResizeObserver();
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    wideTable();
    // Reading a width while the page mounts would force a layout of the whole page.
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(screen.queryByTestId('hint')).toBeNull();
    reportLayout();
    expect(screen.getByTestId('hint')).toHaveTextContent('Scroll sideways for every column (9 in all) →');
  });

  it('measures at once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    wideTable();
    expect(screen.getByTestId('hint')).toHaveTextContent('Scroll sideways for every column (9 in all) →');
  });
});
