import type { NextConfig } from 'next';

// As create-next-app writes it for a new app: Cache Components on.
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
};

export default nextConfig;
