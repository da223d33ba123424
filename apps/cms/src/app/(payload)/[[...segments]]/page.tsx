import { RootPage } from '@payloadcms/next/views';
import { adminView } from './admin-view';

export { generateMetadata } from './admin-view';

export default adminView(RootPage);
