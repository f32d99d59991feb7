/** In-memory Storage doubles for the storage-backed view-models (a working one and a blocked one). */
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
