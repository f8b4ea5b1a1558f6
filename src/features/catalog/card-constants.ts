// The product card's constants, apart from the listing's (constants.ts): the home page's carousels show cards,
// and its first-route code then carries these few values, not the listing's sort options and filters.

/** Where the login prompt of a signed-out shopper's price button leads. */
export const SIGN_IN_PATH = '/sign-in';
/** CSS width of a card image in the 4-column gallery; Image picks the nearest width step for the device. */
export const CARD_IMAGE_WIDTH = 320;
export const CARD_IMAGE_HEIGHT = 400;
export const CARD_IMAGE_SIZES = '(min-width: 768px) 25vw, 50vw';
