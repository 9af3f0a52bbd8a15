// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS, saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Records each click of a download link: its file name, address and rel, and whether it was in the page. */
function recordClicks() {
  const clicks: { download: string; href: string; rel: string; inPage: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({
      download: this.download,
      href: this.getAttribute('href') ?? '',
      rel: this.rel,
      inPage: document.body.contains(this),
    });
  });
  return clicks;
}

describe('saveFile', () => {
  it('downloads a Blob under its name through an object URL, revoked only after the click is handled', () => {
    vi.useFakeTimers();
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:made-1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks = recordClicks();
    const blob = new Blob(['a,b\r\n1,2'], { type: 'text/csv;charset=utf-8' });

    saveFile('figures.csv', blob);

    expect(made).toEqual([blob]);
    expect(clicks).toEqual([{ download: 'figures.csv', href: 'blob:made-1', rel: 'noopener', inPage: true }]);
    // The link leaves the page at once; the URL stays until the browser has taken the file.
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:made-1');
  });

  it('downloads a data URL as it is, with nothing to create or revoke', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks = recordClicks();

    saveFile('chart.png', 'data:image/png;base64,AAAA');

    expect(clicks).toEqual([
      { download: 'chart.png', href: 'data:image/png;base64,AAAA', rel: 'noopener', inPage: true },
    ]);
    vi.runAllTimers();
    expect(create).not.toHaveBeenCalled();
    expect(revoke).not.toHaveBeenCalled();
  });
});
