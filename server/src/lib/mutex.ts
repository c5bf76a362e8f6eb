/**
 * A FIFO lock. PGlite is a single connection: without this, two requests' transactions would interleave their
 * statements on it (one request's BEGIN, the other's INSERT, the first's ROLLBACK…).
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();
  /** The holder and the waiters: acquired and not yet released (for /metrics). */
  #outstanding = 0;

  get outstanding(): number {
    return this.#outstanding;
  }

  /** Resolves with the function that releases the lock, once every earlier holder has released it. */
  acquire(): Promise<() => void> {
    this.#outstanding++;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      let released = false;
      release = () => {
        if (!released) this.#outstanding--;
        released = true;
        resolve();
      };
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}
