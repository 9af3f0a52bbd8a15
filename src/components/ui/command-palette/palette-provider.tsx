/**
 * Opens the command palette from anywhere: `/` (when not typing in a field) or Ctrl/Cmd+K, and
 * the header's launcher. Also remembers each view the user lands on (its path and title), for
 * the palette's "recently opened" list. The palette's code (with the country-name tables it
 * searches, about 15 kB gzip) is fetched on intent only: pointer or focus on the launcher, or
 * the key that opens it. Keys typed while it loads are kept and reach the field.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { pageLabelOf } from '../use-document-title';
import { isRecentViewPath } from './recent-view-path';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

/** Starts fetching the palette's code (once; a failed fetch is retried by the next intent). */
function preloadPalette(): void {
  void loadPalette().catch(() => undefined);
}

/** A key that types a character (no shortcut), as the palette's field would take it. */
function isTypedCharacter(e: KeyboardEvent): boolean {
  return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
}

interface PaletteApi {
  open: (text?: string) => void;
  isOpen: boolean;
}

const PaletteContext = createContext<PaletteApi>({ open: () => undefined, isOpen: false });

function usePalette(): PaletteApi {
  return useContext(PaletteContext);
}

function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return el.isContentEditable || el.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** How long a view has to set its title before it is remembered. */
const TITLE_SETTLE_MS = 800;

export function CommandPaletteProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ text: string } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const location = useLocation();

  const open = useCallback((text = '') => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ text });
  }, []);
  const close = useCallback(() => {
    setState(null);
    // After the dialog is gone, give focus back to what opened it.
    setTimeout(() => returnFocus.current?.focus(), 0);
  }, []);

  // While the palette's code is on its way, the dialog is not there yet: keys typed now would
  // be lost (or land in whatever field had focus), so they edit the text it opens with. Once the
  // dialog is up, its field has focus and takes the keys itself.
  const waitingForCode = state !== null;
  useEffect(() => {
    if (!waitingForCode) return;
    function onKey(e: KeyboardEvent) {
      if (document.querySelector('[data-command-palette]')) return;
      if (isTypedCharacter(e)) {
        e.preventDefault();
        setState((s) => (s ? { text: s.text + e.key } : s));
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        setState((s) => (s ? { text: s.text.slice(0, -1) } : s));
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [waitingForCode]);

  // A layout effect: the shortcut listens from the moment the launcher that shows it is painted
  // (a passive effect may run after that paint, and a key pressed in between was lost).
  useLayoutEffect(() => {
    function onKey(e: KeyboardEvent) {
      const k = e.key.toLowerCase();
      if ((e.ctrlKey || e.metaKey) && k === 'k') {
        e.preventDefault();
        preloadPalette();
        open();
      } else if (k === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTypingTarget(e.target)) {
        e.preventDefault();
        preloadPalette();
        open();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    const href = `${location.pathname}${location.search}`;
    // The list's code comes with the views that show or record it; pages it never lists skip it.
    if (!isRecentViewPath(href)) return;
    const t = setTimeout(() => {
      const label = pageLabelOf(document.title);
      if (label)
        import('./recent-views').then(
          (m) => m.rememberView({ href, label }),
          () => undefined,
        );
    }, TITLE_SETTLE_MS);
    return () => clearTimeout(t);
  }, [location.pathname, location.search]);

  const api = useMemo(() => ({ open, isOpen: state !== null }), [open, state]);
  return (
    <PaletteContext.Provider value={api}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <CommandPalette initialText={state.text} onClose={close} />
        </Suspense>
      ) : null}
    </PaletteContext.Provider>
  );
}

/** The header's search field: opens the palette (typing into it carries the first character over). */
export function PaletteLauncher() {
  const { open } = usePalette();
  return (
    <button
      type="button"
      className="input palette-launcher"
      aria-keyshortcuts="/ Control+K Meta+K"
      aria-haspopup="dialog"
      onPointerEnter={preloadPalette}
      onFocus={preloadPalette}
      onClick={() => open()}
      onKeyDown={(e) => {
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== ' ' && e.key !== '/') {
          e.preventDefault();
          open(e.key);
        }
      }}
    >
      <span>Search countries, products…</span>
      <kbd aria-hidden="true">/</kbd>
    </button>
  );
}
