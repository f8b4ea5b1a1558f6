/** A 0-100 rating (Magento's rating_summary) in stars out of five, one decimal: 87 → '4.4'. */
export const starsOutOfFive = (percent: number) => (Math.round(percent / 2) / 10).toFixed(1);
