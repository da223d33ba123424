import { withPayload } from '@payloadcms/next/withPayload';

/** The Payload admin lives under /cms so that /admin and every other path stay the site's. */
const nextConfig = {
  basePath: '/cms',
  transpilePackages: ['@manara/contracts'],
  poweredByHeader: false,
  // The repository's own lint and type checks cover this app; skip Next's duplicate pass.
  typescript: { ignoreBuildErrors: false },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
