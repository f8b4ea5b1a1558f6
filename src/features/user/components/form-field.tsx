import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input of the account forms (styled by sign-in-page.css). */
export function FormField({ label, value, onChange, ...input }: FormFieldProps) {
  return (
    <label className="sign-in-form__field">
      <span>{label}</span>
      <input {...input} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** The form's failure, announced. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="sign-in-form__error" role="alert">
      {message}
    </p>
  );
}
