import Link from 'next/link';
import { BrandMark } from './brand-mark';

/** Above the navigation's links: whose CMS this is, and the way back to the dashboard. */
export function NavBrand() {
  return (
    // next/link adds the /cms basePath; '/' is Payload's admin root, the dashboard.
    <Link href="/" className="manara-nav-brand">
      <BrandMark size={32} />
      <span>Manara CMS</span>
    </Link>
  );
}
