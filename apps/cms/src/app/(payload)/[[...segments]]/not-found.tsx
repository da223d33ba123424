import { NotFoundPage } from '@payloadcms/next/views';
import { adminView } from './admin-view';

export { generateMetadata } from './admin-view';

export default adminView(NotFoundPage);
