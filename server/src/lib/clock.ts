/** Where "now" comes from. Services take it as a dependency so tests can move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock tests can set and advance. */
export function manualClock(start = new Date()): Clock & { advance(seconds: number): void; set(d: Date): void } {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (seconds: number) => {
    now += seconds * 1000;
  };
  clock.set = (d: Date) => {
    now = d.getTime();
  };
  return clock;
}
