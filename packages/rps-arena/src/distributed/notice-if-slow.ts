/** Waits for `ready`, calling `notice` once if it takes more than `afterMs` (Redis not there yet). */
export async function noticeIfSlow<T>(ready: Promise<T>, notice: () => void, afterMs = 2000): Promise<T> {
  const timer = setTimeout(notice, afterMs);
  try {
    return await ready;
  } finally {
    clearTimeout(timer);
  }
}
