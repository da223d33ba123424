import styled from '@emotion/styled';
import { useCountry } from '@/lib/country';
import { CountrySelect } from './country-select';

/** The label and the select on one line, centred or at the start of their block. */
const Row = styled.div(({ theme }) => ({
  '& [data-slot="country-select"]': {
    flexDirection: 'row',
    alignItems: 'center',
    gap: theme.space[2],
  },
  '&[data-align="center"] [data-slot="country-select"]': { justifyContent: 'center' },
  label: { flexShrink: 0 },
  // As wide as the longest country, narrower only when the line is shorter than that.
  select: { width: 'auto', minWidth: 0, flex: '0 1 auto' },
}));

/**
 * "Prices for [country]" beside the prices themselves: on phones the header's country is inside the
 * menu, so a page that shows prices offers the same choice where the reader is looking.
 */
export function PricesFor({ align = 'start' }: { align?: 'start' | 'center' }) {
  const { country, setCountry } = useCountry();
  return (
    <Row data-align={align}>
      <CountrySelect label="Prices for" value={country} onValueChange={setCountry} />
    </Row>
  );
}
