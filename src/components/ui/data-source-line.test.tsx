import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetServiceProfiles, keepServiceProfile } from '@/api/service-profile-store';
import { memoryStorage } from '@/lib/opaque-origin';
import { DataSourceLine } from './data-source-line';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetServiceProfiles();
});

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

  it('names what the page’s own server credits, and marks it synthetic when it is', () => {
    const own = `${document.location.origin}/api`;
    document.head.insertAdjacentHTML('beforeend', '<meta name="tradescope-service" content="/api">');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="tradescope-data-credit" content="CEPII BACI V202501 (HS22)">',
    );
    expect(line(`live:${own}`)).toHaveTextContent(
      `Data source: CEPII BACI V202501 (HS22), via the Trade Data Service at ${own}. Values in current US dollars.`,
    );
    cleanup();
    document.head.querySelector('meta[name="tradescope-data-credit"]')!.remove();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="tradescope-data-credit" content="Tradescope\'s synthetic world" data-synthetic="true">',
    );
    expect(line(`live:${own}`)).toHaveTextContent(
      `Data source: Tradescope's synthetic world, via the Trade Data Service at ${own}. Synthetic data, not real trade statistics. Values in current US dollars.`,
    );
    document.head.querySelectorAll('meta').forEach((m) => m.remove());
  });

  it('names what the service’s own document credits, once it has been read', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const service = 'https://tds.example.test';
    const text = line(`live:${service}`);
    expect(text).toHaveTextContent(
      `Data source: Trade Data Service at ${service}. Values in current US dollars.`,
    );
    act(() => {
      keepServiceProfile(service, 'h1', {
        requiredFields: {},
        dataCredit: { name: "Tradescope's synthetic world", synthetic: true },
      });
    });
    expect(text).toHaveTextContent(
      `Data source: Tradescope's synthetic world, via the Trade Data Service at ${service}. Synthetic data, not real trade statistics. Values in current US dollars.`,
    );
  });
});
