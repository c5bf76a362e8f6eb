// The workbench's order screens (their own chunks: the shared table stays out of the task pages).
export { OrderList } from './components/order-list';
export { DonorRecordList } from './components/donor-record-list';
