/**
 * The provider order of a payment of `rupees`, as the server hands it to the page: the order in
 * paise, the amount in rupees beside it, and the checkout key.
 */
export const testOrder = (rupees: number, orderId = 'order_1', keyId = 'rzp_test') => ({
  order: { id: orderId, amount: rupees * 100, currency: 'INR' },
  amount: rupees,
  keyId,
});
