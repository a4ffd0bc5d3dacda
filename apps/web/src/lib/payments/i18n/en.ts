/** The pay flow's toasts (part 2 § 8) and the payment window's fallbacks; hi.ts has the same keys. */
const en = {
  tryAgain: 'Please try again or contact support.',
  success: 'Payment Successful!',
  successText: 'Thank you for your offering of {amount}. Payment ID: {paymentId}',
  verifyFailed: 'Payment Verification Failed',
  verifyFailedText:
    'Could not verify payment. If money was taken, it will be confirmed automatically — please do not pay again. Help: {phone}',
  cancelled: 'Payment Cancelled',
  cancelledText: 'Your payment was cancelled',
  failed: 'Payment Failed',
  failedText: '{reason} Please try again or contact support.',
  error: 'Payment Error',
  errorText: 'Failed to initiate payment. Please try again or contact support.',
  initiateFailed: 'Failed to initiate payment.',
  totalChanged: 'The total has changed',
  totalChangedText: 'Current total is {amount}. Please check it and press Pay again.',
  totalChangedPlain: 'Please check it and press Pay again.',
  recorded: 'Your payment is recorded',
  noLongerPayable: 'This can no longer be paid',
  nothingCharged: 'Nothing has been charged.',
  windowFailed: 'Could not load the payment window',
  incomplete: 'The payment window returned an incomplete answer.',
  notCompleted: 'The payment could not be completed.',
};
export default en;
export type PayFlowMessages = typeof en;
