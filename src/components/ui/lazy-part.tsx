/**
 * A part of a page whose code loads the first time it is shown (issue 11: code only needed on
 * first use is not in the page's first bytes), such as a view's not-found state.
 *
 * Until the code is there the part says so (a status line); if its chunk cannot be fetched it
 * says that in an alert with a Retry that fetches it again (a failed fetch is not remembered).
 * Once loaded, later renders show the part at once, with no pending state.
 *
 * A part that describes a failure (an error message) meets its own chunk failing exactly when the
 * connection is down: its `failure` options then say what could not be loaded, and its Retry
 * retries that too, so one click recovers once the connection is back.
 */
import { useEffect, useState, type ComponentType } from 'react';

export interface LazyPart<P extends object> {
  (props: P): React.ReactElement;
  /** Starts fetching the code (shared with the part's own fetch). */
  preload: () => Promise<ComponentType<P>>;
}

/** What the alert says and does when the part's code cannot be fetched. */
export interface LazyPartFailure<P> {
  /** Its words, given the part's props (default: "The {what} could not be loaded: …"). */
  message?: (props: P) => string;
  /** What its Retry does besides fetching the code again (e.g. the failed request the part describes). */
  retry?: (props: P) => void;
}

/**
 * `what` names the part in the pending and failure wording ("Loading the not-found page…").
 * `load` resolves to the component, e.g. `() => import('./x').then((m) => m.X)`.
 */
export function lazyPart<P extends object>(
  what: string,
  load: () => Promise<ComponentType<P>>,
  failure: LazyPartFailure<P> = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Part(props: P) {
    const [, setArrived] = useState<ComponentType<P> | null>(null);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (loaded || failed) return;
      let live = true;
      preload().then(
        (component) => live && setArrived(() => component),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [failed]);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (failed) {
      return (
        <div className="notice notice--danger" role="alert">
          <p>
            {failure.message?.(props) ??
              `The ${what} could not be loaded: its code did not arrive (the connection may be down).`}{' '}
            <button
              type="button"
              className="button"
              onClick={() => {
                setFailed(false);
                failure.retry?.(props);
              }}
            >
              Retry
            </button>
          </p>
        </div>
      );
    }
    return (
      <p className="lazy-part__pending" role="status">
        Loading the {what}…
      </p>
    );
  }
  Part.preload = preload;
  return Part;
}
