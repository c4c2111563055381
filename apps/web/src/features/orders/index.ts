export { getOrder, orderKeys, orderQueryOptions, useOrder } from './api/get-order';
export { OrderDownloads, downloadFile } from './components/order-downloads';
export { OrderSuccess } from './components/order-success';
export { orderMessages } from './messages';
