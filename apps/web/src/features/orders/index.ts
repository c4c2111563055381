export { PENDING_REFRESH_MS, getOrder, orderKeys, orderQueryOptions, useOrder } from './api/get-order';
export { getReceipt, receiptQueryOptions, useReceipt } from './api/get-receipt';
export { OrderDownloads, downloadFile } from './components/order-downloads';
export { OrderReceipt } from './components/order-receipt';
export { OrderSuccess } from './components/order-success';
export { orderMessages } from './messages';
