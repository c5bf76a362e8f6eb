/**
 * The thin bar at the top of every page while any server call runs: the global loading flag of spec §4
 * (selectIsLoading) drives it; screens show their own per-call states below it.
 */
export function GlobalLoadingBar({ active }: { active: boolean }) {
  if (!active) return null;
  return <div className="global-loading-bar" role="progressbar" aria-label="正在加载数据" aria-busy="true" />;
}
