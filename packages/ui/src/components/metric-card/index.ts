export { MetricCard, MISSING_METRIC, type MetricCardProps } from './metric-card';
