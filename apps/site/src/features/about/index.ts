export { Leadership } from './components/leadership';
export { Mission } from './components/mission';
