import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('groups digits in threes and keeps up to three decimals, as English does', () => {
    expect(formatNumber(2000)).toBe('2,000');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(-1234567.891)).toBe('-1,234,567.891');
  });

  it('writes what toLocaleString writes in English for every whole number to 100,000 and sampled fractions', () => {
    for (let value = 0; value <= 100_000; value += 1) {
      if (formatNumber(value) !== value.toLocaleString('en-US'))
        expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
    }
    for (const value of [0.001, 0.25, 3.125, 10.5, 999.999, 1234.5, 98_765.432, 12_345_678.9, -0.5, -42.75]) {
      expect(formatNumber(value), String(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
