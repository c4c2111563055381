/**
 * How many minutes a 429's message asks to wait, whether it says minutes (the forms' own limits)
 * or seconds (the gateway's general write limit): people read minutes. At least 1.
 */
export function waitMinutes(serverMessage: string): number {
  const minutes = /(\d+)\s*minute/i.exec(serverMessage);
  if (minutes?.[1]) return Math.max(1, Number(minutes[1]));
  const seconds = /(\d+)\s*second/i.exec(serverMessage);
  if (seconds?.[1]) return Math.max(1, Math.ceil(Number(seconds[1]) / 60));
  return 15;
}
