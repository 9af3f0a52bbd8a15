/**
 * ResizeObserver as the browser has it, with its reports in the test's hands (jsdom has none).
 * The test stubs the global itself, `vi.stubGlobal('ResizeObserver', fake.ResizeObserver)`, so
 * that its file is seen to replace a global and runs isolated (tools/test-file-groups.ts).
 */
import { act } from '@testing-library/react';

export function fakeResizeObserver() {
  const callbacks: (() => void)[] = [];
  class FakeResizeObserver {
    constructor(callback: () => void) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  /** `resize`: every observer reports, as the browser does once the boxes are laid out. */
  return { ResizeObserver: FakeResizeObserver, resize: () => act(() => callbacks.forEach((c) => c())) };
}
