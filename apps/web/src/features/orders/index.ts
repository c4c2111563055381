export { getOrder, orderKeys, orderQueryOptions, useOrder } from './api/get-order';
export { OrderSuccess, downloadFile } from './components/order-success';
export { orderMessages } from './messages';
