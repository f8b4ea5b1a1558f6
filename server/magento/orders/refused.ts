/** A reason an order change was refused (lifecycle-messages.ts REFUSED words it); nothing was written. */
export class OrderActionRefused extends Error {}
