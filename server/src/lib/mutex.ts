/**
 * A FIFO lock. PGlite is a single connection: without this, two requests' transactions would interleave their
 * statements on it (one request's BEGIN, the other's INSERT, the first's ROLLBACK…).
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with the function that releases the lock, once every earlier holder has released it. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}
