/**
 * Hindi of the server's own error messages that reach a devotee (apps/server: not found, conflicts,
 * sign-in, payment), keyed by their exact English; `{n}`, `{amount}` stand for a value in it.
 * apps/server/src/lib/error-messages.test.ts checks every message the server throws is here.
 */
export const SERVER_HI: Record<string, string> = {
  // the error handler and the generic answers
  'Invalid request': 'अनुरोध सही नहीं है',
  'Invalid value': 'यह मान सही नहीं है',
  'Invalid value in request': 'अनुरोध में कोई मान सही नहीं है',
  'This record already exists': 'यह जानकारी पहले से मौजूद है',
  'Something went wrong': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Not found': 'नहीं मिला',
  'Please sign in to continue': 'आगे बढ़ने के लिए कृपया लॉग इन करें',
  'Your session has expired. Please sign in again.': 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  'You do not have access to this resource': 'आपको इसे देखने की अनुमति नहीं है',
  'Too many attempts. Please try again in {n} minute.': 'बहुत ज़्यादा प्रयास हो गए। कृपया {n} मिनट बाद फिर से कोशिश करें।',
  'Too many attempts. Please try again in {n} minutes.': 'बहुत ज़्यादा प्रयास हो गए। कृपया {n} मिनट बाद फिर से कोशिश करें।',

  // accounts and sign-in
  'An account with this email already exists': 'इस ईमेल से एक खाता पहले से बना हुआ है',
  'An account with this phone number already exists': 'इस फ़ोन नंबर से एक खाता पहले से बना हुआ है',
  'Only Indian (+91) phone numbers are supported': 'केवल भारतीय (+91) फ़ोन नंबर ही मान्य हैं',
  'Invalid email/phone or password': 'ईमेल/फ़ोन नंबर या पासवर्ड सही नहीं है',
  'Current password is incorrect': 'मौजूदा पासवर्ड सही नहीं है',
  'New password must be different from your current password': 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
  'Verification code has expired. Please request a new one.': 'सत्यापन कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।',
  'Invalid or expired verification code. Please request a new one.':
    'सत्यापन कोड गलत है या उसकी समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।',
  'Too many incorrect attempts. Please request a new code.': 'कई बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।',
  'Two-factor authentication is already on': 'दो-चरणीय सत्यापन पहले से चालू है',
  'Two-factor authentication is not on': 'दो-चरणीय सत्यापन चालू नहीं है',
  'Start the two-factor set-up first': 'पहले दो-चरणीय सत्यापन की सेटिंग शुरू करें',
  'Invalid or expired code. Enter the current code from your authenticator app.':
    'कोड गलत है या उसकी समय-सीमा खत्म हो गई है। अपने ऑथेंटिकेटर ऐप का अभी वाला कोड लिखें।',
  'That code did not match, or was used already': 'यह कोड मेल नहीं खाया, या पहले ही इस्तेमाल हो चुका है',
  'User not found': 'खाता नहीं मिला',
  'Staff accounts must switch on two-factor authentication (Settings › Account) before using the console':
    'कंसोल इस्तेमाल करने से पहले स्टाफ़ खाते में दो-चरणीय सत्यापन चालू करें (सेटिंग्स › खाता)',
  'A temple_staff role needs a temple (and no pandit)': 'temple_staff भूमिका के लिए एक मंदिर चाहिए (पंडित नहीं)',
  'A pandit role needs a pandit profile (and no temple)': 'pandit भूमिका के लिए पंडित प्रोफ़ाइल चाहिए (मंदिर नहीं)',
  'The {role} role has no temple or pandit scope': '{role} भूमिका किसी मंदिर या पंडित से नहीं जुड़ती',
  'This is the last admin: grant the role to someone else first': 'यह आख़िरी एडमिन है: पहले यह भूमिका किसी और को दें',

  // the catalog
  'Puja not found': 'पूजा नहीं मिली',
  'Temple not found': 'मंदिर नहीं मिला',
  'Stream not found': 'लाइव दर्शन नहीं मिला',
  'Campaign not found': 'दान अभियान नहीं मिला',
  'Event not found': 'कार्यक्रम नहीं मिला',
  'Product not found': 'उत्पाद नहीं मिला',
  'Image not found': 'चित्र नहीं मिला',
  'This puja awaits its temple’s confirmation and cannot be booked yet. Please check again soon.':
    'यह पूजा अभी मंदिर की पुष्टि का इंतज़ार कर रही है, इसलिए अभी बुक नहीं हो सकती। कृपया थोड़ी देर बाद फिर देखें।',
  'This event awaits its temple’s confirmation and cannot be booked yet. Please check again soon.':
    'यह कार्यक्रम अभी मंदिर की पुष्टि का इंतज़ार कर रहा है, इसलिए अभी बुक नहीं हो सकता। कृपया थोड़ी देर बाद फिर देखें।',

  // bookings and payments
  'Please choose a valid package for this puja': 'कृपया इस पूजा का सही पैकेज चुनें',
  'Please choose chadhava items of this puja': 'कृपया इसी पूजा की चढ़ावा सामग्री चुनें',
  'Booking for this puja has closed': 'इस पूजा की बुकिंग बंद हो चुकी है',
  'Sankalp not found': 'संकल्प नहीं मिला',
  'This sankalp was saved for another puja': 'यह संकल्प किसी दूसरी पूजा के लिए सहेजा गया था',
  'Booking not found': 'बुकिंग नहीं मिली',
  'Unknown booking': 'यह बुकिंग नहीं मिली',
  'This booking has already been paid': 'इस बुकिंग का भुगतान हो चुका है',
  'This booking has expired. Please book again.': 'इस बुकिंग की समय-सीमा खत्म हो गई है। कृपया फिर से बुक करें।',
  'The total has changed. Current total is {amount}.': 'कुल राशि बदल गई है। अब कुल राशि {amount} है।',
  'Payment verified successfully': 'भुगतान की पुष्टि हो गई',
  'Payment verification failed': 'भुगतान की पुष्टि नहीं हो सकी',
  "Your payment of {amount} is recorded, but this booking's total changed after the payment was started. Our team will settle it or refund it in full, and we have e-mailed you.":
    'आपका {amount} का भुगतान दर्ज हो गया है, पर भुगतान शुरू होने के बाद इस बुकिंग की कुल राशि बदल गई। हमारी टीम इसे सुलझाएगी या पूरी राशि लौटा देगी; हमने आपको ईमेल भी भेजा है।',
  'This booking was already paid. Your second payment of {amount} is recorded and will be refunded in full.':
    'इस बुकिंग का भुगतान पहले ही हो चुका था। आपका दूसरा भुगतान {amount} दर्ज हो गया है और पूरा लौटा दिया जाएगा।',
  'Your payment of {amount} is recorded, but the last slot of this event was taken while you paid. It will be refunded in full, and we have e-mailed you.':
    'आपका {amount} का भुगतान दर्ज हो गया है, पर भुगतान के दौरान इस कार्यक्रम की आख़िरी जगह भर गई। पूरी राशि लौटा दी जाएगी; हमने आपको ईमेल भी भेजा है।',
  'Your payment of {amount} is recorded, but the item sold out while you paid. It will be refunded in full, and we have e-mailed you.':
    'आपका {amount} का भुगतान दर्ज हो गया है, पर भुगतान के दौरान यह उत्पाद बिक गया। पूरी राशि लौटा दी जाएगी; हमने आपको ईमेल भी भेजा है।',
  'Your payment of {amount} is recorded, but the consultation time was taken while you paid. It will be refunded in full, and we have e-mailed you.':
    'आपका {amount} का भुगतान दर्ज हो गया है, पर भुगतान के दौरान परामर्श का यह समय किसी और ने ले लिया। पूरी राशि लौटा दी जाएगी; हमने आपको ईमेल भी भेजा है।',
  'Your payment of {amount} is recorded and our team will settle it or refund it in full.':
    'आपका {amount} का भुगतान दर्ज हो गया है। हमारी टीम इसे सुलझाएगी या पूरी राशि लौटा देगी।',
  'Invalid request URL': 'अनुरोध का पता (URL) सही नहीं है',
  'Failed to initiate payment': 'भुगतान शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Order not found': 'ऑर्डर नहीं मिला',
  'This order has already been paid': 'इस ऑर्डर का भुगतान हो चुका है',
  'Please choose sevas of this campaign': 'कृपया इसी अभियान की सेवाएँ चुनें',
  'Donation not found': 'दान नहीं मिला',
  'The receipt is ready once the payment is confirmed': 'भुगतान की पुष्टि होते ही रसीद तैयार हो जाएगी',
  'This item is sold out': 'यह उत्पाद बिक चुका है',
  'Only {n} left': 'केवल {n} बचे हैं',
  'Prasad offering not found': 'प्रसाद नहीं मिला',
  'This prasad is out of stock': 'यह प्रसाद अभी उपलब्ध नहीं है',
  'Tracking ID Not Found': 'ट्रैकिंग ID नहीं मिली',
  'You have already left feedback for this order': 'आप इस ऑर्डर पर अपनी राय पहले ही दे चुके हैं',
  'Feedback can be left once the prasad is delivered': 'प्रसाद पहुँचने के बाद ही आप अपनी राय दे सकते हैं',

  // the devotee's collections
  'You can save at most {n} addresses. Please delete one first.': 'आप अधिकतम {n} पते सहेज सकते हैं। कृपया पहले कोई एक पता हटाएँ।',
  'You can save up to {n} kundlis. Delete one to save another.': 'आप अधिकतम {n} कुंडलियाँ सहेज सकते हैं। नई सहेजने के लिए कोई एक हटाएँ।',
  'Saved kundli not found': 'सहेजी गई कुंडली नहीं मिली',
  'Push notifications can be on in at most {n} browsers. Turn them off in one first.':
    'पुश सूचनाएँ अधिकतम {n} ब्राउज़रों में चालू रह सकती हैं। पहले किसी एक में इन्हें बंद करें।',
  'Support thread not found': 'सहायता की यह बातचीत नहीं मिली',
  'This thread is closed': 'यह बातचीत बंद हो चुकी है',
};

/**
 * Zod's own English messages (a check given no message of ours, e.g. `.max(64)` on a payment id):
 * rare for a devotee, but said in Hindi rather than in English code words.
 */
export const ZOD_DEFAULTS_HI: Record<string, string> = {
  'Invalid input': 'यह मान सही नहीं है',
  'Invalid input: expected {expected}, received {received}': 'यह मान सही नहीं है',
  'Invalid input: expected {expected}': 'यह मान सही नहीं है',
  'Invalid option: expected one of {list}': 'इनमें से कोई एक चुनें: {list}',
  'Too big: expected string to have <={n} characters': 'यह {n} अक्षरों से लंबा नहीं हो सकता',
  'Too small: expected string to have >={n} characters': 'यह कम से कम {n} अक्षरों का होना चाहिए',
  'Too big: expected array to have <={n} items': 'अधिकतम {n} चीज़ें हो सकती हैं',
  'Too small: expected array to have >={n} items': 'कम से कम {n} चीज़ें होनी चाहिए',
  'Too big: expected number to be <={n}': 'संख्या {n} से ज़्यादा नहीं हो सकती',
  'Too small: expected number to be >={n}': 'संख्या कम से कम {n} होनी चाहिए',
  'Too big: expected number to be <{n}': 'संख्या {n} से कम होनी चाहिए',
  'Too small: expected number to be >{n}': 'संख्या {n} से ज़्यादा होनी चाहिए',
  'Invalid UUID': 'ID सही नहीं है',
  'Invalid email address': 'ईमेल पता सही नहीं है',
  'Invalid string: must match pattern {pattern}': 'यह सही रूप में नहीं लिखा गया है',
  'Unrecognized key: {keys}': 'अनजान फ़ील्ड: {keys}',
  'Unrecognized keys: {keys}': 'अनजान फ़ील्ड: {keys}',
};
