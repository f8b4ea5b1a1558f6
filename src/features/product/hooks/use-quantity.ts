import { useState, type ChangeEvent } from 'react';

export interface QuantityView {
  value: number;
  min: number;
  max: number | null;
  canDecrease: boolean;
  canIncrease: boolean;
  decrease: () => void;
  increase: () => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A whole quantity between the product's minimum and maximum sale quantities. */
export function useQuantity(min: number, max: number | null): QuantityView {
  const [value, setValue] = useState(min);
  const clamp = (next: number) => Math.min(Math.max(Math.round(next) || min, min), max ?? Infinity);
  const current = clamp(value);
  return {
    value: current,
    min,
    max,
    canDecrease: current > min,
    canIncrease: max === null || current < max,
    decrease: () => setValue(clamp(current - 1)),
    increase: () => setValue(clamp(current + 1)),
    onChange: (event) => setValue(clamp(Number(event.target.value))),
  };
}
