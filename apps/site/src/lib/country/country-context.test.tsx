import { DELAYS } from '@manara/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage';
import { CountryProvider, useCountry } from './country-context';

function Probe() {
  const { country, currency, ready } = useCountry();
  return <p>{ready ? `${country} ${currency}` : 'loading'}</p>;
}

describe('CountryProvider', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('settles the stored country after about 450 ms', () => {
    window.localStorage.setItem(storageKeys.country, 'UK');
    render(
      <CountryProvider>
        <Probe />
      </CountryProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('loading');
    act(() => vi.advanceTimersByTime(DELAYS.countryLoad - 1));
    expect(screen.getByRole('paragraph').textContent).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('paragraph').textContent).toBe('UK GBP');
  });

  it('follows a change made in another tab', () => {
    window.localStorage.setItem(storageKeys.country, 'US');
    render(
      <CountryProvider>
        <Probe />
      </CountryProvider>,
    );
    act(() => vi.advanceTimersByTime(DELAYS.countryLoad));
    expect(screen.getByRole('paragraph').textContent).toBe('US USD');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.country, newValue: 'SA' }));
    });
    expect(screen.getByRole('paragraph').textContent).toBe('SA SAR');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.country, newValue: 'XX' }));
    });
    expect(screen.getByRole('paragraph').textContent).toBe('SA SAR');
  });
});
