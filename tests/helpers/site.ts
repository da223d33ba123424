import { developmentSite } from '../../apps/cms/src/server/ssr-dev';
import { startTestApi, type TestApi } from './api';

/**
 * The test API with the site's server-rendered pages behind it: the site's server entry loaded
 * through Vite as in development, with markup reuse on as in production. Closing it closes both.
 */
export async function startTestApiWithSite(): Promise<TestApi> {
  const api = await startTestApi();
  const site = await developmentSite(undefined, { reuseMarkup: true }).catch(async (error: unknown) => {
    await api.close();
    throw error;
  });
  for (const handler of site.handlers) api.app.use(handler);
  return {
    ...api,
    close: async () => {
      await site.close();
      await api.close();
    },
  };
}
