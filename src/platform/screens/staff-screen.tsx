/** Placeholder until the contract's endpoints arrive. */
export function StaffScreen() {
  return <h1>staff</h1>;
}
