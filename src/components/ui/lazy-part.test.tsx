/**
 * A part whose code loads when it is first shown (issue 11): a status while it loads, the part
 * once it is there, and, when its chunk cannot be fetched, an alert whose Retry fetches it again.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module fetch the test settles by hand, as a slow or failing network would. */
function gatedLoader() {
  const calls: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Greeting), reject });
    });
  return { load, calls };
}

describe('lazyPart', () => {
  it('says it is loading, then shows the part with its props; once loaded it renders at once', async () => {
    const { load, calls } = gatedLoader();
    const Part = lazyPart('greeting', load);
    render(<Part name="Ada" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting…');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    cleanup();
    render(<Part name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('says so when the code cannot be fetched, and Retry fetches it again', async () => {
    const { load, calls } = gatedLoader();
    const Part = lazyPart('greeting', load);
    render(<Part name="Ada" />);
    calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The greeting could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting…');
    calls[1]!.resolve();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a part describing a failure says what its failure words give, and its Retry retries that too', async () => {
    const { load, calls } = gatedLoader();
    const retried: string[] = [];
    const Part = lazyPart('greeting', load, {
      message: ({ name }) => `The greeting for ${name} could not be loaded.`,
      retry: ({ name }) => retried.push(name),
    });
    render(<Part name="Ada" />);
    calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The greeting for Ada could not be loaded\. Retry$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toEqual(['Ada']);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('shares one fetch between the parts shown together and a preload', async () => {
    const { load, calls } = gatedLoader();
    const Part = lazyPart('greeting', load);
    void Part.preload();
    render(
      <>
        <Part name="Ada" />
        <Part name="Grace" />
      </>,
    );
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });
});
