import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Figure } from './figure';
import { figureStandIn, KeyFigure } from './key-figure';

afterEach(cleanup);

const inList = (figure: ReactNode) => render(<dl>{figure}</dl>);

describe('KeyFigure', () => {
  it('pairs its label with its value as a term and its definition', () => {
    inList(
      <KeyFigure label="Trade value">
        <Figure shown="$1.2B" exact="$1,234,567,890" />
      </KeyFigure>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Trade value');
    const value = screen.getByRole('definition');
    // The compact value on screen, the exact one for screen readers.
    expect(value).toHaveTextContent('$1.2B$1,234,567,890');
    expect(value.querySelector('[data-exact="$1,234,567,890"]')).not.toBeNull();
  });

  it('puts the hint after the value, in its own element', () => {
    inList(
      <KeyFigure label="Growth" hint="compound annual rate">
        <Figure shown="+3.0%" />
      </KeyFigure>,
    );
    const value = screen.getByRole('definition');
    expect(value).toHaveTextContent(/^\+3\.0%compound annual rate$/);
    expect(value.lastElementChild).toHaveClass('key-figure__hint');
    expect(value.lastElementChild).toHaveTextContent('compound annual rate');
  });

  it('keeps a line for a hint that comes with the data, when asked (no layout shift)', () => {
    inList(
      <>
        <KeyFigure label="Top exporter's share" hintRoom>
          Loading…
        </KeyFigure>
        <KeyFigure label="Growth">Loading…</KeyFigure>
      </>,
    );
    const [kept, plain] = screen.getAllByRole('term').map((dt) => dt.parentElement!);
    expect(kept).toHaveClass('key-figure', 'key-figure--hint-room');
    expect(plain).toHaveClass('key-figure');
    expect(plain).not.toHaveClass('key-figure--hint-room');
  });

  it('leaves out an empty hint', () => {
    inList(
      <KeyFigure label="Growth" hint="">
        Loading…
      </KeyFigure>,
    );
    const definition = screen.getByRole('definition');
    expect(definition.querySelector('.key-figure__hint')).toBeNull();
    expect(definition).toHaveTextContent(/^Loading…$/);
  });

  it('gives the value cell the test id and the raw number it is asked for, and none otherwise', () => {
    inList(
      <>
        <KeyFigure label="Balance" testId="figure-balance" rawValue={-500}>
          <Figure shown="−$500" />
        </KeyFigure>
        <KeyFigure label="Growth">
          <Figure shown="n/a" />
        </KeyFigure>
      </>,
    );
    expect(screen.getByTestId('figure-balance')).toHaveAttribute('data-value', '-500');
    const [, plain] = screen.getAllByRole('definition');
    expect(plain).not.toHaveAttribute('data-testid');
    expect(plain).not.toHaveAttribute('data-value');
  });
});

describe('figureStandIn', () => {
  it('stands in for the number while its query loads, and after it failed (even with old data)', () => {
    expect(figureStandIn({ isPending: true, isError: false })).toBe('Loading…');
    expect(figureStandIn({ isPending: false, isError: true })).toBe('unavailable');
    // A failure wins over pending: the card's error says why, the figure must not spin on.
    expect(figureStandIn({ isPending: true, isError: true })).toBe('unavailable');
  });

  it('leaves the figure to the data once there is some', () => {
    expect(figureStandIn({ isPending: false, isError: false })).toBeNull();
  });
});
