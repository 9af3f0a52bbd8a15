import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataSourceLine } from './data-source-line';

afterEach(cleanup);

const line = (sourceKey: string) => {
  render(
    <MemoryRouter>
      <DataSourceLine sourceKey={sourceKey} />
    </MemoryRouter>,
  );
  return screen.getByTestId('data-source-line');
};

describe('data source line', () => {
  it('names the live service by its address', () => {
    expect(line('live:https://tds.example.test')).toHaveTextContent(
      'Data source: Trade Data Service at https://tds.example.test. Values in current US dollars.',
    );
  });

  it('says plainly that no service is configured, never "at ."', () => {
    const text = line('live:');
    expect(text).toHaveTextContent(
      'Data source: none yet. No Trade Data Service is configured: enter its base URL and API key in Settings.',
    );
    expect(text).not.toHaveTextContent(' at .');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('marks demo data synthetic', () => {
    expect(line('demo')).toHaveTextContent('Synthetic data');
  });
});
