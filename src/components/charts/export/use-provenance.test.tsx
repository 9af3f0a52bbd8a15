import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetServiceProfiles, keepServiceProfile } from '@/api/service-profile-store';
import { memoryStorage } from '@/lib/opaque-origin';
import { useProvenance } from './export-scope';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetServiceProfiles();
});

const seen: unknown[] = [];
function Provenance({ sourceKey }: { sourceKey: string }) {
  const provenance = useProvenance(sourceKey);
  seen.push(provenance);
  return <p data-testid="provenance">{`${provenance.name}${provenance.synthetic ? ' (synthetic)' : ''}`}</p>;
}

describe('the provenance a view hands its charts’ ways out', () => {
  it('names the credit of the service’s document once it has been read after the view showed', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const service = 'https://tds.example.test';
    render(<Provenance sourceKey={`live:${service}`} />);
    const text = screen.getByTestId('provenance');
    expect(text).toHaveTextContent(`Trade Data Service v1 at ${service}`);
    act(() => {
      keepServiceProfile(service, 'h1', {
        requiredFields: {},
        dataCredit: { name: 'CEPII BACI V202501 (HS22)', synthetic: false },
      });
    });
    expect(text).toHaveTextContent(`CEPII BACI V202501 (HS22), via the Trade Data Service v1 at ${service}`);
  });

  it('is the same object from render to render while nothing it says changes', () => {
    seen.length = 0;
    const { rerender } = render(<Provenance sourceKey="demo" />);
    rerender(<Provenance sourceKey="demo" />);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(screen.getByTestId('provenance')).toHaveTextContent(
      'Trade Data Service v1 (built-in demo) (synthetic)',
    );
  });
});
