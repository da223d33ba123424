export { ServiceCard, type ServiceCardProps } from './service-card';
