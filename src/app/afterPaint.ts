/**
 * Runs `run` after the frame that paints what the page has drawn so far: in a task after the next animation frame.
 * What the first panels do not need (the editor's code, the panels below them) waits for it, so it never holds up
 * their paint. Returns how to cancel it.
 */
export function afterPaint(run: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timeout = setTimeout(run, 0)));
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}
