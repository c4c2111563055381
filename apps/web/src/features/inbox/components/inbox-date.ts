import { formatDateTime } from '../../../lib/dates';

/** A message's or reply's time, as the whole dashboard tells times (in the shop's zone, named). */
export const when = formatDateTime;
