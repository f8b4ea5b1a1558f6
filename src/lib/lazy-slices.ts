// Slices whose reducer joins the store only when their feature's code loads (checkout's: no first paint
// reads it, and its reducer is ~1 KiB gzip of the first route). A feature announces its slice here on import;
// app/store.ts adds every announced slice to its combined reducer, before or after the store exists.
// Until the first action after injection the slice's state is absent: its selectors must default.
import type { Slice } from '@reduxjs/toolkit';

type Listener = (slice: Slice) => void;

const provided: Slice[] = [];
const listeners: Listener[] = [];

/** Called once by a feature's slice module, at import. */
export function provideSlice(slice: Slice): void {
  provided.push(slice);
  for (const listener of listeners) listener(slice);
}

/** The store's side: every slice provided so far, then each one provided later. */
export function onSliceProvided(listener: Listener): void {
  listeners.push(listener);
  for (const slice of provided) listener(slice);
}
