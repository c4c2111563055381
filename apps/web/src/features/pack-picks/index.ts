export { orderPicksQueryOptions, useOrderPicks } from './api/get-order-picks';
export { PackPicker } from './components/pack-picker';
export { PicksFirstNote } from './components/picks-first-note';
export { packPickMessages } from './messages';
