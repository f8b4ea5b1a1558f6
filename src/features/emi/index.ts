// The EMI feature's public surface: the product page's "EMI from ₹N/month" line (its plans sheet loads on
// demand, from inside the feature).
export { EmiOffer } from './components/emi-offer';
