/**
 * Long work on the server's one thread gives other requests their turn: the answer of `takeTurns`
 * is awaited between items, and lets the event loop run whenever the work has held it for
 * `sliceMs` since the last turn. A thousand events read for an upload then do not hold up a
 * health check or another member's page for the whole read.
 */
export function takeTurns(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
