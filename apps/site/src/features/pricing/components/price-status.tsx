import type { CurrencyCode } from '@manara/contracts';
import { VisuallyHidden } from '@manara/ui';

/**
 * Tells screen readers that prices wait for the visitor's country, then which currency they are in.
 * The status is in the page from the first render, so the change is announced.
 */
export function PriceStatus({ ready, currency }: { ready: boolean; currency: CurrencyCode }) {
  return (
    <VisuallyHidden role="status">{ready ? `Prices in ${currency}` : 'Loading prices for your country'}</VisuallyHidden>
  );
}
