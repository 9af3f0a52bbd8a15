import './data-source-line.css';

/** Where a view's figures come from; demo data is marked synthetic wherever it shows. */
export function DataSourceLine({ sourceKey, className }: { sourceKey: string; className?: string }) {
  const demo = sourceKey === 'demo';
  return (
    <p className={className ? `data-source-line ${className}` : 'data-source-line'} data-testid="data-source-line">
      Data source:{' '}
      {demo ? (
        <>
          the built-in demo service. <strong>Synthetic data</strong>, not real trade statistics.
        </>
      ) : (
        <>Trade Data Service at {sourceKey.replace(/^live:/, '')}. Values in current US dollars.</>
      )}
    </p>
  );
}
