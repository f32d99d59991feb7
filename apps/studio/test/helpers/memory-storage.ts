/**
 * In-memory Storage doubles shared by the studio's storage-backed tests: a working backend and a blocked one
 * (every read and write throws, as localStorage does when the browser denies storage).
 */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

export class BlockedStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException("blocked", "SecurityError");
  }
  override getItem(): string | null {
    throw new DOMException("blocked", "SecurityError");
  }
}
