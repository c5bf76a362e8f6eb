/**
 * The radio that picks an account as the payee: a native radio (arrow keys move between the accounts of the
 * group) drawn like antd's Radio; the whole 24 px (44 px on a phone) box around it takes the click.
 */
export function BankAccountRadio({ label, checked, onPick }: { label: string; checked: boolean; onPick: () => void }) {
  return (
    <label className="bank-account-radio">
      <input type="radio" name="payee-account" aria-label={label} checked={checked} onChange={onPick} />
      <span className="bank-account-radio-dot" aria-hidden="true" />
    </label>
  );
}
