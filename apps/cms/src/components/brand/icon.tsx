import { BrandMark } from './brand-mark';

/** Payload's `graphics.Icon`: the first step of the header's breadcrumbs, leading to the dashboard. */
export function Icon() {
  return <BrandMark />;
}
