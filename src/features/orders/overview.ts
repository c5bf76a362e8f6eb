// The workbench overview's delivery statistics and commission (no table in this chunk).
export { CommissionCards, DeliveryStatistics } from './components/delivery-overview';
