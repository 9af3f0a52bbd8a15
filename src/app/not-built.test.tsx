import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotBuilt } from './routes/not-built';

describe('placeholder pages', () => {
  it('list what works today, the flow explorer included', () => {
    render(
      <MemoryRouter>
        <NotBuilt title="Some view" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'flow explorer' })).toHaveAttribute('href', '/flows');
    expect(screen.getByRole('link', { name: 'Germany' })).toHaveAttribute('href', '/countries/DE');
  });
});
