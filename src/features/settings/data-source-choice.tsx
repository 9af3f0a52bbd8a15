import type { DataSourceMode } from '@/api/data-source';

/** Demo data or a live service; demo is unavailable in plain production builds. */
export function DataSourceChoice({
  mode,
  demoAvailable,
  onChange,
}: {
  mode: DataSourceMode;
  demoAvailable: boolean;
  onChange: (mode: DataSourceMode) => void;
}) {
  return (
    <fieldset className="field">
      <legend>Data source</legend>
      <label className="settings__choice">
        <input
          type="radio"
          name="mode"
          value="demo"
          checked={mode === 'demo'}
          disabled={!demoAvailable}
          onChange={() => onChange('demo')}
        />{' '}
        Demo data (synthetic, runs in your browser, no key needed)
      </label>
      {!demoAvailable ? (
        <p className="field__hint">This build does not include the demo service; use a live service.</p>
      ) : null}
      <label className="settings__choice">
        <input
          type="radio"
          name="mode"
          value="live"
          checked={mode === 'live'}
          onChange={() => onChange('live')}
        />{' '}
        Live Trade Data Service
      </label>
    </fieldset>
  );
}
