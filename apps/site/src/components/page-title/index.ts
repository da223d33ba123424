export { PageTitle, PageTitleGroup } from './page-title';
