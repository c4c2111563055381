export { adminOrderKeys } from './api/get-admin-orders';
export { OrdersPanel } from './components/orders-panel';
