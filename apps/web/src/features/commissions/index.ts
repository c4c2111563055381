export { commissionKeys } from './api/commission-keys';
export { CommissionsPanel } from './components/commissions-panel';
export { OrderCommissions } from './components/order-commissions';
export { COMMISSIONS_MESSAGES } from './messages';
