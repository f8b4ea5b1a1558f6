import './address-form.css';
import type { ReactNode } from 'react';
import type { AddressDraft, AddressErrors, AddressField } from '../address-draft';
import { useAddressForm } from '../hooks/use-address-form';
import { ADDRESS_MESSAGES as M } from '../messages';

export interface AddressFormProps {
  /** Prefixes the inputs' ids, so two forms (shipping, billing) can share a page. */
  idPrefix: string;
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  errors: AddressErrors;
  /** Guests give an e-mail with the shipping address (SPEC 6). */
  withEmail?: boolean;
}

const INPUTS: [AddressField, string, string, string?][] = [
  ['firstname', M.firstname, 'given-name'],
  ['lastname', M.lastname, 'family-name'],
  ['street1', M.street1, 'address-line1'],
  ['street2', M.street2, 'address-line2'],
  ['postcode', M.postcode, 'postal-code', 'numeric'],
  ['city', M.city, 'address-level2'],
];

/**
 * The shared Indian address form (checkout now, the address book later): India only, states by code, the
 * pincode filling city and state, each field's message under it. The parent owns the values, so what the
 * shopper typed survives a refused submit.
 */
export function AddressForm({ idPrefix, value, onChange, errors, withEmail = false }: AddressFormProps) {
  const view = useAddressForm(value, onChange);
  const id = (field: string) => `${idPrefix}-${field}`;
  const field = (name: AddressField, label: string, control: ReactNode, extra?: ReactNode) => (
    <div className={`address-form__field address-form__field--${name}`} key={name}>
      <label htmlFor={id(name)}>{label}</label>
      {control}
      {errors[name] ? (
        <p className="address-form__error" id={id(`${name}-error`)}>
          {errors[name]}
        </p>
      ) : null}
      {extra}
    </div>
  );
  const described = (name: AddressField) => (errors[name] ? id(`${name}-error`) : undefined);
  const input = (
    name: AddressField,
    label: string,
    autoComplete: string,
    inputMode?: string,
    type = 'text',
  ) =>
    field(
      name,
      label,
      <input
        id={id(name)}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode as 'numeric' | undefined}
        value={value[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name)}
        onChange={(event) => view.change(name, event.target.value)}
      />,
      name === 'postcode' ? (
        <p className="address-form__hint" role="status">
          {view.lookingUp ? M.lookingUp : (view.lookupError ?? '')}
        </p>
      ) : undefined,
    );

  return (
    <div className="address-form">
      {withEmail ? input('email', M.email, 'email', undefined, 'email') : null}
      {INPUTS.map(([name, label, autoComplete, mode]) => input(name, label, autoComplete, mode))}
      {field(
        'region_code',
        M.region,
        <select
          id={id('region_code')}
          value={value.region_code}
          aria-invalid={errors.region_code ? true : undefined}
          aria-describedby={described('region_code')}
          onChange={(event) => view.change('region_code', event.target.value)}
        >
          <option value="">{M.chooseRegion}</option>
          {view.regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>,
      )}
      {input('telephone', M.telephone, 'tel', 'tel', 'tel')}
      <p className="address-form__country">{M.country}</p>
    </div>
  );
}
