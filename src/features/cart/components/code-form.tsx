import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button/button';
import { DISCOUNT_MESSAGES } from '../messages';

interface CodeFormProps {
  label: string;
  busy: boolean;
  error: string | undefined;
  /** Resolves true when the code was accepted; the field is then cleared, else it keeps what was typed. */
  onApply: (code: string) => Promise<boolean>;
}

/** One code field with its Apply button and the shop's message when it refuses the code. */
export function CodeForm({ label, busy, error, onApply }: CodeFormProps) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    if (await onApply(code)) setCode('');
  };
  return (
    <form className="code-form" aria-label={label} onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <div className="code-form__row">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="secondary" disabled={busy || !code.trim()}>
          {DISCOUNT_MESSAGES.apply}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="code-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
