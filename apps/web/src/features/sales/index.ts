export { salesKeys } from './api/get-sales';
export { SalesPanel } from './components/sales-panel';
