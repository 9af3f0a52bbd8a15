/**
 * While the browser is offline, requests wait for the connection instead of failing (TanStack
 * Query's onlineManager): the page says so, and stops saying so when the connection is back.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice } from './offline-notice';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('OfflineNotice', () => {
  it('says nothing online, says the browser is offline and what happens then, and goes when it is back', () => {
    render(<OfflineNotice />);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. What is on screen stays; what is missing loads by itself when the connection is back.',
    );
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});
