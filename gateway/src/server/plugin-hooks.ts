/**
 * Apollo's plugin hooks answer promises. A hook whose work is synchronous returns
 * `settled(work)`: the work's result, or the error it throws as the rejection — as an async hook
 * would answer, without an async function that awaits nothing.
 */
export function settled<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(work()));
}
