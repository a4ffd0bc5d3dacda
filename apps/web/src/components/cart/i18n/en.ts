/** The Add to Cart button's words; hi.ts has the same keys. */
const en = {
  added: 'Added to cart',
  view: 'View cart',
  full: 'Your cart can hold at most {max} different items',
  failed: 'Could not add to cart. Please try again.',
  adding: 'Adding…',
  add: 'Add to Cart',
};
export default en;
export type CartButtonMessages = typeof en;
