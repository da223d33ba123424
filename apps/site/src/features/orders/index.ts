export { OrderPage } from './components/order-page';
export { StartProjectPage } from './components/start-project-page';
