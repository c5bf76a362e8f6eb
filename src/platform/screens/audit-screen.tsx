/** Placeholder until the contract's endpoints arrive. */
export function AuditScreen() {
  return <h1>audit</h1>;
}
