import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../../ui/button/button';
import type { AddressBookEntry } from '../api/address-book.graphql';
import { useAddressEditor } from '../hooks/use-address-editor';
import { ADDRESS_BOOK_MESSAGES as M } from '../messages';
import { AddressForm } from './address-form';

interface AddressEditorProps {
  editing: AddressBookEntry | 'new';
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** The address book's form for a new or an existing address, with the shop's refusal beside it. */
export function AddressEditor({ editing, onSaved, onCancel }: AddressEditorProps) {
  const view = useAddressEditor(editing, onSaved);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the form takes the reader to it (it appears above the list, maybe out of view on a phone).
  useEffect(() => heading.current?.focus(), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  const check = (label: string, checked: boolean, locked: boolean, set: (value: boolean) => void) => (
    <label className="address-book__check">
      <input
        type="checkbox"
        checked={checked}
        disabled={locked || view.busy}
        onChange={(event) => set(event.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <form
      className="address-book__editor"
      aria-labelledby="address-editor-heading"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="address-editor-heading" ref={heading} tabIndex={-1}>
        {view.isNew ? M.add : M.editHeading}
      </h2>
      {view.refusal ? (
        <p className="address-book__error" role="alert">
          {view.refusal}
        </p>
      ) : null}
      <AddressForm idPrefix="address-book" value={view.draft} onChange={view.setDraft} errors={view.errors} />
      {check(M.useForShipping, view.shipping, view.shippingLocked, view.setShipping)}
      {check(M.useForBilling, view.billing, view.billingLocked, view.setBilling)}
      <div className="address-book__actions">
        <Button type="submit" disabled={view.busy}>
          {M.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={view.busy}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
