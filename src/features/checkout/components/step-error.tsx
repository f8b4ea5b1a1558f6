/** A step's refusal, next to the step (SPEC 4: rejected state, shown where the shopper is). */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="checkout-step__error" role="alert">
      {message}
    </p>
  );
}
