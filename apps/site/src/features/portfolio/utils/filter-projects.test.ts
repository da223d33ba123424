import { describe, expect, it } from 'vitest';
import { ALL, portfolioFiltersOf, serverFilterOf } from './filter-projects';

const options = { disciplines: ['Cardiology', 'Oncology', 'Public Health'], years: [2024, 2023, 2022] };
const params = (query: string) => new URLSearchParams(query);

describe('portfolio filters', () => {
  it('reads the three filters from the address', () => {
    expect(portfolioFiltersOf(params('discipline=Oncology&service=AI+Tools&year=2023'), options)).toEqual({
      discipline: 'Oncology',
      service: 'AI Tools',
      year: '2023',
    });
  });

  it('shows everything for choices the portfolio does not offer', () => {
    expect(portfolioFiltersOf(params('discipline=Nursing&service=Catering&year=1999'), options)).toEqual({
      discipline: ALL,
      service: ALL,
      year: ALL,
    });
  });

  it('keeps a discipline and a year while the choices are still loading', () => {
    expect(portfolioFiltersOf(params('discipline=Nursing&year=1999'), undefined)).toEqual({
      discipline: 'Nursing',
      service: ALL,
      year: '1999',
    });
  });

  it('asks the server for the chosen filters only, the year as a number', () => {
    expect(serverFilterOf({ discipline: ALL, service: ALL, year: ALL })).toEqual({});
    expect(serverFilterOf({ discipline: 'Cardiology', service: 'Data Analysis', year: '2024' })).toEqual({
      discipline: 'Cardiology',
      service: 'Data Analysis',
      year: 2024,
    });
  });
});
